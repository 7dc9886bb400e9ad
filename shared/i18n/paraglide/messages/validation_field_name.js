/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_NameInputs */

const en_validation_field_name = /** @type {(inputs: Validation_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const bn_validation_field_name = /** @type {(inputs: Validation_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নাম`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Validation_Field_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_name = /** @type {((inputs?: Validation_Field_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_name(inputs)
	return en_validation_field_name(inputs)
});
