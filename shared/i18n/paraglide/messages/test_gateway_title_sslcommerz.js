/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Title_SslcommerzInputs */

const en_test_gateway_title_sslcommerz = /** @type {(inputs: Test_Gateway_Title_SslcommerzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SSLCommerz test checkout`)
};

const bn_test_gateway_title_sslcommerz = /** @type {(inputs: Test_Gateway_Title_SslcommerzInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SSLCommerz টেস্ট চেকআউট`)
};

/**
* | output |
* | --- |
* | "SSLCommerz test checkout" |
*
* @param {Test_Gateway_Title_SslcommerzInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_title_sslcommerz = /** @type {((inputs?: Test_Gateway_Title_SslcommerzInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Title_SslcommerzInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_title_sslcommerz(inputs)
	return en_test_gateway_title_sslcommerz(inputs)
});
