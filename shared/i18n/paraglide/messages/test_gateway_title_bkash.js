/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_Title_BkashInputs */

const en_test_gateway_title_bkash = /** @type {(inputs: Test_Gateway_Title_BkashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bKash test payment`)
};

const bn_test_gateway_title_bkash = /** @type {(inputs: Test_Gateway_Title_BkashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bKash টেস্ট পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "bKash test payment" |
*
* @param {Test_Gateway_Title_BkashInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_title_bkash = /** @type {((inputs?: Test_Gateway_Title_BkashInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_Title_BkashInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_title_bkash(inputs)
	return en_test_gateway_title_bkash(inputs)
});
