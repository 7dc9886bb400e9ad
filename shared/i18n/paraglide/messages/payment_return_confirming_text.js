/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ gateway: NonNullable<unknown> }} Payment_Return_Confirming_TextInputs */

const en_payment_return_confirming_text = /** @type {(inputs: Payment_Return_Confirming_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are checking with ${i?.gateway}. This usually takes a few seconds; please keep this page open.`)
};

const bn_payment_return_confirming_text = /** @type {(inputs: Payment_Return_Confirming_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gateway}-এর সঙ্গে মিলিয়ে দেখা হচ্ছে। সাধারণত কয়েক সেকেন্ড লাগে; পেজটি খোলা রাখুন।`)
};

/**
* | output |
* | --- |
* | "We are checking with {gateway}. This usually takes a few seconds; please keep this page open." |
*
* @param {Payment_Return_Confirming_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_confirming_text = /** @type {((inputs: Payment_Return_Confirming_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Confirming_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_confirming_text(inputs)
	return en_payment_return_confirming_text(inputs)
});
