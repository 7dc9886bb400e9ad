/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_UnknownInputs */

const en_test_gateway_unknown = /** @type {(inputs: Test_Gateway_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment is unknown or already closed.`)
};

const bn_test_gateway_unknown = /** @type {(inputs: Test_Gateway_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টটি অজানা, অথবা ইতিমধ্যে বন্ধ হয়ে গেছে।`)
};

/**
* | output |
* | --- |
* | "This payment is unknown or already closed." |
*
* @param {Test_Gateway_UnknownInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_unknown = /** @type {((inputs?: Test_Gateway_UnknownInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_UnknownInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_unknown(inputs)
	return en_test_gateway_unknown(inputs)
});
