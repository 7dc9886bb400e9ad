/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overlap_How_EnrolledInputs */

const en_overlap_how_enrolled = /** @type {(inputs: Overlap_How_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`enrolled in`)
};

const bn_overlap_how_enrolled = /** @type {(inputs: Overlap_How_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ভর্তি হয়েছেন`)
};

/**
* | output |
* | --- |
* | "enrolled in" |
*
* @param {Overlap_How_EnrolledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const overlap_how_enrolled = /** @type {((inputs?: Overlap_How_EnrolledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overlap_How_EnrolledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_overlap_how_enrolled(inputs)
	return en_overlap_how_enrolled(inputs)
});
