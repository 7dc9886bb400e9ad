/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_BackInputs */

const en_test_gateway_back = /** @type {(inputs: Test_Gateway_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the academy`)
};

const bn_test_gateway_back = /** @type {(inputs: Test_Gateway_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একাডেমিতে ফিরে যান`)
};

/**
* | output |
* | --- |
* | "Back to the academy" |
*
* @param {Test_Gateway_BackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_back = /** @type {((inputs?: Test_Gateway_BackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_BackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_back(inputs)
	return en_test_gateway_back(inputs)
});
