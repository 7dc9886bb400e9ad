/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_RiskyInputs */

const en_test_gateway_risky = /** @type {(inputs: Test_Gateway_RiskyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flag the payment as risky (an admin must decide)`)
};

const bn_test_gateway_risky = /** @type {(inputs: Test_Gateway_RiskyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্টটিকে ঝুঁকিপূর্ণ চিহ্নিত করুন (অ্যাডমিন সিদ্ধান্ত নেবেন)`)
};

/**
* | output |
* | --- |
* | "Flag the payment as risky (an admin must decide)" |
*
* @param {Test_Gateway_RiskyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_risky = /** @type {((inputs?: Test_Gateway_RiskyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_RiskyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_risky(inputs)
	return en_test_gateway_risky(inputs)
});
