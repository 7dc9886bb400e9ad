/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Gateway_CancelInputs */

const en_test_gateway_cancel = /** @type {(inputs: Test_Gateway_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const bn_test_gateway_cancel = /** @type {(inputs: Test_Gateway_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাতিল করুন`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Test_Gateway_CancelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const test_gateway_cancel = /** @type {((inputs?: Test_Gateway_CancelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Gateway_CancelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_test_gateway_cancel(inputs)
	return en_test_gateway_cancel(inputs)
});
