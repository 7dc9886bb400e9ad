/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Method_Card_TextInputs */

const en_payment_method_card_text = /** @type {(inputs: Payment_Method_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visa, Mastercard and other cards, right on this page.`)
};

const bn_payment_method_card_text = /** @type {(inputs: Payment_Method_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visa, Mastercard ও অন্যান্য কার্ড, এই পেজেই।`)
};

/**
* | output |
* | --- |
* | "Visa, Mastercard and other cards, right on this page." |
*
* @param {Payment_Method_Card_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_card_text = /** @type {((inputs?: Payment_Method_Card_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_Card_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_card_text(inputs)
	return en_payment_method_card_text(inputs)
});
