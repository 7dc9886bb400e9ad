/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_PhoneInputs */

const en_validation_field_phone = /** @type {(inputs: Validation_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const bn_validation_field_phone = /** @type {(inputs: Validation_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফোন`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Validation_Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_phone = /** @type {((inputs?: Validation_Field_PhoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_PhoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_phone(inputs)
	return en_validation_field_phone(inputs)
});
