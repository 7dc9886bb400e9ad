/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_StatusInputs */

const en_validation_field_status = /** @type {(inputs: Validation_Field_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const bn_validation_field_status = /** @type {(inputs: Validation_Field_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্ট্যাটাস`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Validation_Field_StatusInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_status = /** @type {((inputs?: Validation_Field_StatusInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_StatusInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_status(inputs)
	return en_validation_field_status(inputs)
});
