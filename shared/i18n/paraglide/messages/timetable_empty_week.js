/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_Empty_WeekInputs */

const en_timetable_empty_week = /** @type {(inputs: Timetable_Empty_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sessions this week`)
};

const bn_timetable_empty_week = /** @type {(inputs: Timetable_Empty_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সপ্তাহে কোনো সেশন নেই`)
};

/**
* | output |
* | --- |
* | "No sessions this week" |
*
* @param {Timetable_Empty_WeekInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_empty_week = /** @type {((inputs?: Timetable_Empty_WeekInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_Empty_WeekInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_empty_week(inputs)
	return en_timetable_empty_week(inputs)
});
