/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Card_NumberInputs */

const en_payment_card_number = /** @type {(inputs: Payment_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card number`)
};

const bn_payment_card_number = /** @type {(inputs: Payment_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্ড নম্বর`)
};

/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Payment_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_card_number = /** @type {((inputs?: Payment_Card_NumberInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Card_NumberInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_card_number(inputs)
	return en_payment_card_number(inputs)
});
