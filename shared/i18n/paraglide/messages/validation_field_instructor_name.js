/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_Instructor_NameInputs */

const en_validation_field_instructor_name = /** @type {(inputs: Validation_Field_Instructor_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor name`)
};

const bn_validation_field_instructor_name = /** @type {(inputs: Validation_Field_Instructor_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টরের নাম`)
};

/**
* | output |
* | --- |
* | "Instructor name" |
*
* @param {Validation_Field_Instructor_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_instructor_name = /** @type {((inputs?: Validation_Field_Instructor_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_Instructor_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_instructor_name(inputs)
	return en_validation_field_instructor_name(inputs)
});
