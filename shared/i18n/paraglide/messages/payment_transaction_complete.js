/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Payment_Transaction_CompleteInputs */

const en_payment_transaction_complete = /** @type {(inputs: Payment_Transaction_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transaction complete with transactionId: ${i?.id}`)
};

const bn_payment_transaction_complete = /** @type {(inputs: Payment_Transaction_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`লেনদেন সম্পন্ন, ট্রানজেকশন আইডি: ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Transaction complete with transactionId: {id}" |
*
* @param {Payment_Transaction_CompleteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_transaction_complete = /** @type {((inputs: Payment_Transaction_CompleteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Transaction_CompleteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_transaction_complete(inputs)
	return en_payment_transaction_complete(inputs)
});
