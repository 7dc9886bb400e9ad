/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ gateway: NonNullable<unknown> }} Payment_Gateway_Transaction_IdInputs */

const en_payment_gateway_transaction_id = /** @type {(inputs: Payment_Gateway_Transaction_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gateway} transaction ID`)
};

const bn_payment_gateway_transaction_id = /** @type {(inputs: Payment_Gateway_Transaction_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gateway} ট্রানজেকশন আইডি`)
};

/**
* | output |
* | --- |
* | "{gateway} transaction ID" |
*
* @param {Payment_Gateway_Transaction_IdInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_gateway_transaction_id = /** @type {((inputs: Payment_Gateway_Transaction_IdInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Gateway_Transaction_IdInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_gateway_transaction_id(inputs)
	return en_payment_gateway_transaction_id(inputs)
});
