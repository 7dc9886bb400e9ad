/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Toast_Made_InstructorInputs */

const en_toast_made_instructor = /** @type {(inputs: Toast_Made_InstructorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is an Instructor Now!`)
};

const bn_toast_made_instructor = /** @type {(inputs: Toast_Made_InstructorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} এখন ইনস্ট্রাক্টর!`)
};

/**
* | output |
* | --- |
* | "{name} is an Instructor Now!" |
*
* @param {Toast_Made_InstructorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_made_instructor = /** @type {((inputs: Toast_Made_InstructorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Made_InstructorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_made_instructor(inputs)
	return en_toast_made_instructor(inputs)
});
