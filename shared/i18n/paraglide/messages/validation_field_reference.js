/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_ReferenceInputs */

const en_validation_field_reference = /** @type {(inputs: Validation_Field_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

const bn_validation_field_reference = /** @type {(inputs: Validation_Field_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রেফারেন্স`)
};

/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Validation_Field_ReferenceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_reference = /** @type {((inputs?: Validation_Field_ReferenceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_ReferenceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_reference(inputs)
	return en_validation_field_reference(inputs)
});
