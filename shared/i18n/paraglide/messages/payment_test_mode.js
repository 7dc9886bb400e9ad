/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_ModeInputs */

const en_payment_test_mode = /** @type {(inputs: Payment_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test mode`)
};

const bn_payment_test_mode = /** @type {(inputs: Payment_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`টেস্ট মোড`)
};

/**
* | output |
* | --- |
* | "Test mode" |
*
* @param {Payment_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_test_mode = /** @type {((inputs?: Payment_Test_ModeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_ModeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_test_mode(inputs)
	return en_payment_test_mode(inputs)
});
