/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timetable_HeadingInputs */

const en_timetable_heading = /** @type {(inputs: Timetable_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My timetable`)
};

const bn_timetable_heading = /** @type {(inputs: Timetable_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার ক্লাস রুটিন`)
};

/**
* | output |
* | --- |
* | "My timetable" |
*
* @param {Timetable_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_heading = /** @type {((inputs?: Timetable_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_heading(inputs)
	return en_timetable_heading(inputs)
});
