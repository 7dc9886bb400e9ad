/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_Last_WeekInputs */

const en_timetable_last_week = /** @type {(inputs: Timetable_Last_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last week`)
};

const bn_timetable_last_week = /** @type {(inputs: Timetable_Last_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`গত সপ্তাহ`)
};

/**
* | output |
* | --- |
* | "Last week" |
*
* @param {Timetable_Last_WeekInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_last_week = /** @type {((inputs?: Timetable_Last_WeekInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_Last_WeekInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_last_week(inputs)
	return en_timetable_last_week(inputs)
});
