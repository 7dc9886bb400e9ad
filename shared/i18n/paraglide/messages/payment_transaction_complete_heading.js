/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Transaction_Complete_HeadingInputs */

const en_payment_transaction_complete_heading = /** @type {(inputs: Payment_Transaction_Complete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction complete with transactionId:`)
};

const bn_payment_transaction_complete_heading = /** @type {(inputs: Payment_Transaction_Complete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লেনদেন সম্পন্ন, ট্রানজেকশন আইডি:`)
};

/**
* | output |
* | --- |
* | "Transaction complete with transactionId:" |
*
* @param {Payment_Transaction_Complete_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_transaction_complete_heading = /** @type {((inputs?: Payment_Transaction_Complete_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Transaction_Complete_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_transaction_complete_heading(inputs)
	return en_payment_transaction_complete_heading(inputs)
});
