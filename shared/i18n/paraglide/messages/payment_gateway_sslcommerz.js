/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Gateway_SslcommerzInputs */

const en_payment_gateway_sslcommerz = /** @type {(inputs: Payment_Gateway_SslcommerzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SSLCommerz`)
};

const bn_payment_gateway_sslcommerz = /** @type {(inputs: Payment_Gateway_SslcommerzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এসএসএলকমার্জ`)
};

/**
* | output |
* | --- |
* | "SSLCommerz" |
*
* @param {Payment_Gateway_SslcommerzInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_gateway_sslcommerz = /** @type {((inputs?: Payment_Gateway_SslcommerzInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Gateway_SslcommerzInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_gateway_sslcommerz(inputs)
	return en_payment_gateway_sslcommerz(inputs)
});
