/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_MenuInputs */

const en_timetable_menu = /** @type {(inputs: Timetable_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My timetable`)
};

const bn_timetable_menu = /** @type {(inputs: Timetable_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার ক্লাস রুটিন`)
};

/**
* | output |
* | --- |
* | "My timetable" |
*
* @param {Timetable_MenuInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_menu = /** @type {((inputs?: Timetable_MenuInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_MenuInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_menu(inputs)
	return en_timetable_menu(inputs)
});
