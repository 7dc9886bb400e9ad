/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Card_Number_IncompleteInputs */

const en_validation_card_number_incomplete = /** @type {(inputs: Validation_Card_Number_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card number is incomplete.`)
};

const bn_validation_card_number_incomplete = /** @type {(inputs: Validation_Card_Number_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ড নম্বরটি অসম্পূর্ণ।`)
};

/**
* | output |
* | --- |
* | "Your card number is incomplete." |
*
* @param {Validation_Card_Number_IncompleteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_card_number_incomplete = /** @type {((inputs?: Validation_Card_Number_IncompleteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Card_Number_IncompleteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_card_number_incomplete(inputs)
	return en_validation_card_number_incomplete(inputs)
});
