/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_Class_NameInputs */

const en_validation_field_class_name = /** @type {(inputs: Validation_Field_Class_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class name`)
};

const bn_validation_field_class_name = /** @type {(inputs: Validation_Field_Class_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসের নাম`)
};

/**
* | output |
* | --- |
* | "Class name" |
*
* @param {Validation_Field_Class_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_class_name = /** @type {((inputs?: Validation_Field_Class_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_Class_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_class_name(inputs)
	return en_validation_field_class_name(inputs)
});
