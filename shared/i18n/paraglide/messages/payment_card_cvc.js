/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Card_CvcInputs */

const en_payment_card_cvc = /** @type {(inputs: Payment_Card_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CVC`)
};

const bn_payment_card_cvc = /** @type {(inputs: Payment_Card_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CVC`)
};

/**
* | output |
* | --- |
* | "CVC" |
*
* @param {Payment_Card_CvcInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_card_cvc = /** @type {((inputs?: Payment_Card_CvcInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Card_CvcInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_card_cvc(inputs)
	return en_payment_card_cvc(inputs)
});
