/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_InstructorsInputs */

const en_nav_instructors = /** @type {(inputs: Nav_InstructorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructors`)
};

const bn_nav_instructors = /** @type {(inputs: Nav_InstructorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর`)
};

/**
* | output |
* | --- |
* | "Instructors" |
*
* @param {Nav_InstructorsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_instructors = /** @type {((inputs?: Nav_InstructorsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_InstructorsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_instructors(inputs)
	return en_nav_instructors(inputs)
});
