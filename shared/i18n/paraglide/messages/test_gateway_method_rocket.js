/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Method_RocketInputs */

const en_test_gateway_method_rocket = /** @type {(inputs: Test_Gateway_Method_RocketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rocket`)
};

const bn_test_gateway_method_rocket = /** @type {(inputs: Test_Gateway_Method_RocketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রকেট`)
};

/**
* | output |
* | --- |
* | "Rocket" |
*
* @param {Test_Gateway_Method_RocketInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_method_rocket = /** @type {((inputs?: Test_Gateway_Method_RocketInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Method_RocketInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_method_rocket(inputs)
	return en_test_gateway_method_rocket(inputs)
});
