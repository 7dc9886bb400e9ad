/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Done_FailedInputs */

const en_test_gateway_done_failed = /** @type {(inputs: Test_Gateway_Done_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment failed`)
};

const bn_test_gateway_done_failed = /** @type {(inputs: Test_Gateway_Done_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট ব্যর্থ হয়েছে`)
};

/**
* | output |
* | --- |
* | "The payment failed" |
*
* @param {Test_Gateway_Done_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_done_failed = /** @type {((inputs?: Test_Gateway_Done_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Done_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_done_failed(inputs)
	return en_test_gateway_done_failed(inputs)
});
