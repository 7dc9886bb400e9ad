/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Classes_InstructorInputs */

const en_classes_instructor = /** @type {(inputs: Classes_InstructorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Instructor: ${i?.name}`)
};

const bn_classes_instructor = /** @type {(inputs: Classes_InstructorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Instructor: {name}" |
*
* @param {Classes_InstructorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_instructor = /** @type {((inputs: Classes_InstructorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_InstructorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_instructor(inputs)
	return en_classes_instructor(inputs)
});
