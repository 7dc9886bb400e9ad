/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Test_ModeInputs */

const en_test_gateway_test_mode = /** @type {(inputs: Test_Gateway_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TEST MODE: no money moves`)
};

const bn_test_gateway_test_mode = /** @type {(inputs: Test_Gateway_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`টেস্ট মোড: কোনো টাকা লেনদেন হয় না`)
};

/**
* | output |
* | --- |
* | "TEST MODE: no money moves" |
*
* @param {Test_Gateway_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_test_mode = /** @type {((inputs?: Test_Gateway_Test_ModeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Test_ModeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_test_mode(inputs)
	return en_test_gateway_test_mode(inputs)
});
