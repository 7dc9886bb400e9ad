/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Method_NagadInputs */

const en_test_gateway_method_nagad = /** @type {(inputs: Test_Gateway_Method_NagadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagad`)
};

const bn_test_gateway_method_nagad = /** @type {(inputs: Test_Gateway_Method_NagadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নগদ`)
};

/**
* | output |
* | --- |
* | "Nagad" |
*
* @param {Test_Gateway_Method_NagadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_method_nagad = /** @type {((inputs?: Test_Gateway_Method_NagadInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Method_NagadInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_method_nagad(inputs)
	return en_test_gateway_method_nagad(inputs)
});
