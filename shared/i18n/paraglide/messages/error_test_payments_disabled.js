/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Test_Payments_DisabledInputs */

const en_error_test_payments_disabled = /** @type {(inputs: Error_Test_Payments_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test payments are not enabled here.`)
};

const bn_error_test_payments_disabled = /** @type {(inputs: Error_Test_Payments_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখানে টেস্ট পেমেন্ট চালু নেই।`)
};

/**
* | output |
* | --- |
* | "Test payments are not enabled here." |
*
* @param {Error_Test_Payments_DisabledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_test_payments_disabled = /** @type {((inputs?: Error_Test_Payments_DisabledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Test_Payments_DisabledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_test_payments_disabled(inputs)
	return en_error_test_payments_disabled(inputs)
});
