/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_Client_SecretInputs */

const en_validation_field_client_secret = /** @type {(inputs: Validation_Field_Client_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client secret`)
};

const bn_validation_field_client_secret = /** @type {(inputs: Validation_Field_Client_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লায়েন্ট সিক্রেট`)
};

/**
* | output |
* | --- |
* | "The client secret" |
*
* @param {Validation_Field_Client_SecretInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_client_secret = /** @type {((inputs?: Validation_Field_Client_SecretInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_Client_SecretInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_client_secret(inputs)
	return en_validation_field_client_secret(inputs)
});
