/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Method_BankInputs */

const en_test_gateway_method_bank = /** @type {(inputs: Test_Gateway_Method_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internet banking`)
};

const bn_test_gateway_method_bank = /** @type {(inputs: Test_Gateway_Method_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইন্টারনেট ব্যাংকিং`)
};

/**
* | output |
* | --- |
* | "Internet banking" |
*
* @param {Test_Gateway_Method_BankInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_method_bank = /** @type {((inputs?: Test_Gateway_Method_BankInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Method_BankInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_method_bank(inputs)
	return en_test_gateway_method_bank(inputs)
});
