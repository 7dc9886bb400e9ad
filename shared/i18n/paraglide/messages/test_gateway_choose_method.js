/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Choose_MethodInputs */

const en_test_gateway_choose_method = /** @type {(inputs: Test_Gateway_Choose_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to pay`)
};

const bn_test_gateway_choose_method = /** @type {(inputs: Test_Gateway_Choose_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কীভাবে পেমেন্ট করবেন বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Choose how to pay" |
*
* @param {Test_Gateway_Choose_MethodInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_choose_method = /** @type {((inputs?: Test_Gateway_Choose_MethodInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Choose_MethodInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_choose_method(inputs)
	return en_test_gateway_choose_method(inputs)
});
