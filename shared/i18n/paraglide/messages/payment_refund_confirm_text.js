/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Payment_Refund_Confirm_TextInputs */

const en_payment_refund_confirm_text = /** @type {(inputs: Payment_Refund_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The classes still enrolled through this payment are refunded to ${i?.email}'s card and their seats are freed. You won't be able to revert this!`)
};

const bn_payment_refund_confirm_text = /** @type {(inputs: Payment_Refund_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টে এখনো ভর্তি থাকা ক্লাসগুলোর টাকা ${i?.email}-এর কার্ডে ফেরত যাবে আর সেগুলোর সিট খালি হবে। এটা আর ফেরানো যাবে না!`)
};

/**
* | output |
* | --- |
* | "The classes still enrolled through this payment are refunded to {email}'s card and their seats are freed. You won't be able to revert this!" |
*
* @param {Payment_Refund_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_refund_confirm_text = /** @type {((inputs: Payment_Refund_Confirm_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Refund_Confirm_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_refund_confirm_text(inputs)
	return en_payment_refund_confirm_text(inputs)
});
