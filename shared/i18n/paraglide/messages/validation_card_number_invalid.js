/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Card_Number_InvalidInputs */

const en_validation_card_number_invalid = /** @type {(inputs: Validation_Card_Number_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card number is invalid.`)
};

const bn_validation_card_number_invalid = /** @type {(inputs: Validation_Card_Number_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ড নম্বরটি সঠিক নয়।`)
};

/**
* | output |
* | --- |
* | "Your card number is invalid." |
*
* @param {Validation_Card_Number_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_card_number_invalid = /** @type {((inputs?: Validation_Card_Number_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Card_Number_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_card_number_invalid(inputs)
	return en_validation_card_number_invalid(inputs)
});
