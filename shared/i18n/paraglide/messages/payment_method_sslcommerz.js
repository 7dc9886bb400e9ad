/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Method_SslcommerzInputs */

const en_payment_method_sslcommerz = /** @type {(inputs: Payment_Method_SslcommerzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card, Nagad, Rocket and more`)
};

const bn_payment_method_sslcommerz = /** @type {(inputs: Payment_Method_SslcommerzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্ড, নগদ, রকেট ও আরও`)
};

/**
* | output |
* | --- |
* | "Card, Nagad, Rocket and more" |
*
* @param {Payment_Method_SslcommerzInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_sslcommerz = /** @type {((inputs?: Payment_Method_SslcommerzInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_SslcommerzInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_sslcommerz(inputs)
	return en_payment_method_sslcommerz(inputs)
});
