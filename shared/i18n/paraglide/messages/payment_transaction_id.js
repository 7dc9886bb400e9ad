/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Transaction_IdInputs */

const en_payment_transaction_id = /** @type {(inputs: Payment_Transaction_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`transactionId`)
};

const bn_payment_transaction_id = /** @type {(inputs: Payment_Transaction_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ট্রানজেকশন আইডি`)
};

/**
* | output |
* | --- |
* | "transactionId" |
*
* @param {Payment_Transaction_IdInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_transaction_id = /** @type {((inputs?: Payment_Transaction_IdInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Transaction_IdInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_transaction_id(inputs)
	return en_payment_transaction_id(inputs)
});
