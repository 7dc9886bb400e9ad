/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Method_CardInputs */

const en_test_gateway_method_card = /** @type {(inputs: Test_Gateway_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card (Visa)`)
};

const bn_test_gateway_method_card = /** @type {(inputs: Test_Gateway_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্ড (Visa)`)
};

/**
* | output |
* | --- |
* | "Card (Visa)" |
*
* @param {Test_Gateway_Method_CardInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_method_card = /** @type {((inputs?: Test_Gateway_Method_CardInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Method_CardInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_method_card(inputs)
	return en_test_gateway_method_card(inputs)
});
