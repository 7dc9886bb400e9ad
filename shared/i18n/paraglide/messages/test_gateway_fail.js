/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_FailInputs */

const en_test_gateway_fail = /** @type {(inputs: Test_Gateway_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fail the payment`)
};

const bn_test_gateway_fail = /** @type {(inputs: Test_Gateway_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট ব্যর্থ করুন`)
};

/**
* | output |
* | --- |
* | "Fail the payment" |
*
* @param {Test_Gateway_FailInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_fail = /** @type {((inputs?: Test_Gateway_FailInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_FailInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_fail(inputs)
	return en_test_gateway_fail(inputs)
});
