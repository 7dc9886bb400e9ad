/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_Card_CvcInputs */

const en_validation_field_card_cvc = /** @type {(inputs: Validation_Field_Card_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card's security code`)
};

const bn_validation_field_card_cvc = /** @type {(inputs: Validation_Field_Card_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ডের সিকিউরিটি কোড`)
};

/**
* | output |
* | --- |
* | "Your card's security code" |
*
* @param {Validation_Field_Card_CvcInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_card_cvc = /** @type {((inputs?: Validation_Field_Card_CvcInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_Card_CvcInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_card_cvc(inputs)
	return en_validation_field_card_cvc(inputs)
});
