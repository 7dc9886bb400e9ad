/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_ReferenceInputs */

const en_test_gateway_reference = /** @type {(inputs: Test_Gateway_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

const bn_test_gateway_reference = /** @type {(inputs: Test_Gateway_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রেফারেন্স`)
};

/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Test_Gateway_ReferenceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_reference = /** @type {((inputs?: Test_Gateway_ReferenceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_ReferenceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_reference(inputs)
	return en_test_gateway_reference(inputs)
});
