/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_Weeks_NavInputs */

const en_timetable_weeks_nav = /** @type {(inputs: Timetable_Weeks_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a week`)
};

const bn_timetable_weeks_nav = /** @type {(inputs: Timetable_Weeks_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সপ্তাহ বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Choose a week" |
*
* @param {Timetable_Weeks_NavInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_weeks_nav = /** @type {((inputs?: Timetable_Weeks_NavInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_Weeks_NavInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_weeks_nav(inputs)
	return en_timetable_weeks_nav(inputs)
});
