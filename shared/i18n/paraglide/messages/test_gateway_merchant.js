/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_MerchantInputs */

const en_test_gateway_merchant = /** @type {(inputs: Test_Gateway_MerchantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying for`)
};

const bn_test_gateway_merchant = /** @type {(inputs: Test_Gateway_MerchantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যার জন্য পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Paying for" |
*
* @param {Test_Gateway_MerchantInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_merchant = /** @type {((inputs?: Test_Gateway_MerchantInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_MerchantInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_merchant(inputs)
	return en_test_gateway_merchant(inputs)
});
