/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_Card_NumberInputs */

const en_validation_field_card_number = /** @type {(inputs: Validation_Field_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card number`)
};

const bn_validation_field_card_number = /** @type {(inputs: Validation_Field_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ড নম্বর`)
};

/**
* | output |
* | --- |
* | "Your card number" |
*
* @param {Validation_Field_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_card_number = /** @type {((inputs?: Validation_Field_Card_NumberInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_Card_NumberInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_card_number(inputs)
	return en_validation_field_card_number(inputs)
});
