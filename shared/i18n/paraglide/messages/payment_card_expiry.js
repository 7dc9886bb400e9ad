/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Card_ExpiryInputs */

const en_payment_card_expiry = /** @type {(inputs: Payment_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry (MM / YY)`)
};

const bn_payment_card_expiry = /** @type {(inputs: Payment_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেয়াদ (MM / YY)`)
};

/**
* | output |
* | --- |
* | "Expiry (MM / YY)" |
*
* @param {Payment_Card_ExpiryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_card_expiry = /** @type {((inputs?: Payment_Card_ExpiryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Card_ExpiryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_card_expiry(inputs)
	return en_payment_card_expiry(inputs)
});
