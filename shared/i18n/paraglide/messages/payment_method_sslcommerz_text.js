/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Method_Sslcommerz_TextInputs */

const en_payment_method_sslcommerz_text = /** @type {(inputs: Payment_Method_Sslcommerz_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On SSLCommerz's secure page: Bangladeshi and foreign cards, Nagad, Rocket, bKash or internet banking.`)
};

const bn_payment_method_sslcommerz_text = /** @type {(inputs: Payment_Method_Sslcommerz_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এসএসএলকমার্জের নিরাপদ পেজে: দেশি-বিদেশি কার্ড, নগদ, রকেট, বিকাশ বা ইন্টারনেট ব্যাংকিং।`)
};

/**
* | output |
* | --- |
* | "On SSLCommerz's secure page: Bangladeshi and foreign cards, Nagad, Rocket, bKash or internet banking." |
*
* @param {Payment_Method_Sslcommerz_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_sslcommerz_text = /** @type {((inputs?: Payment_Method_Sslcommerz_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_Sslcommerz_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_sslcommerz_text(inputs)
	return en_payment_method_sslcommerz_text(inputs)
});
