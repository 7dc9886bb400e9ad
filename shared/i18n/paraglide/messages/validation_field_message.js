/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_MessageInputs */

const en_validation_field_message = /** @type {(inputs: Validation_Field_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const bn_validation_field_message = /** @type {(inputs: Validation_Field_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেসেজ`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Validation_Field_MessageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_message = /** @type {((inputs?: Validation_Field_MessageInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_MessageInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_message(inputs)
	return en_validation_field_message(inputs)
});
