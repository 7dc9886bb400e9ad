/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_PayInputs */

const en_test_gateway_pay = /** @type {(inputs: Test_Gateway_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay`)
};

const bn_test_gateway_pay = /** @type {(inputs: Test_Gateway_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট করুন`)
};

/**
* | output |
* | --- |
* | "Pay" |
*
* @param {Test_Gateway_PayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_pay = /** @type {((inputs?: Test_Gateway_PayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_PayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_pay(inputs)
	return en_test_gateway_pay(inputs)
});
