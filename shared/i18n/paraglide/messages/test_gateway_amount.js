/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_AmountInputs */

const en_test_gateway_amount = /** @type {(inputs: Test_Gateway_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const bn_test_gateway_amount = /** @type {(inputs: Test_Gateway_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিমাণ`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Test_Gateway_AmountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_amount = /** @type {((inputs?: Test_Gateway_AmountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_AmountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_amount(inputs)
	return en_test_gateway_amount(inputs)
});
