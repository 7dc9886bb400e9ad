/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Card_Cvc_IncompleteInputs */

const en_validation_card_cvc_incomplete = /** @type {(inputs: Validation_Card_Cvc_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card's security code is incomplete.`)
};

const bn_validation_card_cvc_incomplete = /** @type {(inputs: Validation_Card_Cvc_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ডের সিকিউরিটি কোডটি অসম্পূর্ণ।`)
};

/**
* | output |
* | --- |
* | "Your card's security code is incomplete." |
*
* @param {Validation_Card_Cvc_IncompleteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_card_cvc_incomplete = /** @type {((inputs?: Validation_Card_Cvc_IncompleteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Card_Cvc_IncompleteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_card_cvc_incomplete(inputs)
	return en_validation_card_cvc_incomplete(inputs)
});
