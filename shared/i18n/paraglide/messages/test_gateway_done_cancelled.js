/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Done_CancelledInputs */

const en_test_gateway_done_cancelled = /** @type {(inputs: Test_Gateway_Done_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment was cancelled`)
};

const bn_test_gateway_done_cancelled = /** @type {(inputs: Test_Gateway_Done_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট বাতিল হয়েছে`)
};

/**
* | output |
* | --- |
* | "The payment was cancelled" |
*
* @param {Test_Gateway_Done_CancelledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_done_cancelled = /** @type {((inputs?: Test_Gateway_Done_CancelledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Done_CancelledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_done_cancelled(inputs)
	return en_test_gateway_done_cancelled(inputs)
});
