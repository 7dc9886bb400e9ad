/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Card_Expiry_IncompleteInputs */

const en_validation_card_expiry_incomplete = /** @type {(inputs: Validation_Card_Expiry_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card's expiration date is incomplete.`)
};

const bn_validation_card_expiry_incomplete = /** @type {(inputs: Validation_Card_Expiry_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ডের মেয়াদ শেষের তারিখটি অসম্পূর্ণ।`)
};

/**
* | output |
* | --- |
* | "Your card's expiration date is incomplete." |
*
* @param {Validation_Card_Expiry_IncompleteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_card_expiry_incomplete = /** @type {((inputs?: Validation_Card_Expiry_IncompleteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Card_Expiry_IncompleteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_card_expiry_incomplete(inputs)
	return en_validation_card_expiry_incomplete(inputs)
});
