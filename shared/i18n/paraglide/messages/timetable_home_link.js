/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_Home_LinkInputs */

const en_timetable_home_link = /** @type {(inputs: Timetable_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See my timetable`)
};

const bn_timetable_home_link = /** @type {(inputs: Timetable_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার ক্লাস রুটিন দেখুন`)
};

/**
* | output |
* | --- |
* | "See my timetable" |
*
* @param {Timetable_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_home_link = /** @type {((inputs?: Timetable_Home_LinkInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_Home_LinkInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_home_link(inputs)
	return en_timetable_home_link(inputs)
});
