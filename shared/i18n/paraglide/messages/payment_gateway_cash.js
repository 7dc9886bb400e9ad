/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Gateway_CashInputs */

const en_payment_gateway_cash = /** @type {(inputs: Payment_Gateway_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash`)
};

const bn_payment_gateway_cash = /** @type {(inputs: Payment_Gateway_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নগদ`)
};

/**
* | output |
* | --- |
* | "Cash" |
*
* @param {Payment_Gateway_CashInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_gateway_cash = /** @type {((inputs?: Payment_Gateway_CashInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Gateway_CashInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_gateway_cash(inputs)
	return en_payment_gateway_cash(inputs)
});
