/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Wallet_NumberInputs */

const en_test_gateway_wallet_number = /** @type {(inputs: Test_Gateway_Wallet_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bKash account number`)
};

const bn_test_gateway_wallet_number = /** @type {(inputs: Test_Gateway_Wallet_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bKash অ্যাকাউন্ট নম্বর`)
};

/**
* | output |
* | --- |
* | "bKash account number" |
*
* @param {Test_Gateway_Wallet_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_wallet_number = /** @type {((inputs?: Test_Gateway_Wallet_NumberInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Wallet_NumberInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_wallet_number(inputs)
	return en_test_gateway_wallet_number(inputs)
});
