/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_This_WeekInputs */

const en_timetable_this_week = /** @type {(inputs: Timetable_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

const bn_timetable_this_week = /** @type {(inputs: Timetable_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সপ্তাহ`)
};

/**
* | output |
* | --- |
* | "This week" |
*
* @param {Timetable_This_WeekInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_this_week = /** @type {((inputs?: Timetable_This_WeekInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_This_WeekInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_this_week(inputs)
	return en_timetable_this_week(inputs)
});
