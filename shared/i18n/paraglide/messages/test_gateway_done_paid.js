/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Done_PaidInputs */

const en_test_gateway_done_paid = /** @type {(inputs: Test_Gateway_Done_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment made`)
};

const bn_test_gateway_done_paid = /** @type {(inputs: Test_Gateway_Done_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট হয়েছে`)
};

/**
* | output |
* | --- |
* | "Payment made" |
*
* @param {Test_Gateway_Done_PaidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_done_paid = /** @type {((inputs?: Test_Gateway_Done_PaidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Done_PaidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_done_paid(inputs)
	return en_test_gateway_done_paid(inputs)
});
