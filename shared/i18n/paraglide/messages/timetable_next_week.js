/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_Next_WeekInputs */

const en_timetable_next_week = /** @type {(inputs: Timetable_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next week`)
};

const bn_timetable_next_week = /** @type {(inputs: Timetable_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরের সপ্তাহ`)
};

/**
* | output |
* | --- |
* | "Next week" |
*
* @param {Timetable_Next_WeekInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_next_week = /** @type {((inputs?: Timetable_Next_WeekInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_Next_WeekInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_next_week(inputs)
	return en_timetable_next_week(inputs)
});
