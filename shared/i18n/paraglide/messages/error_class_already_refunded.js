/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Class_Already_RefundedInputs */

const en_error_class_already_refunded = /** @type {(inputs: Error_Class_Already_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That class of this payment has already been refunded.`)
};

const bn_error_class_already_refunded = /** @type {(inputs: Error_Class_Already_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টের ওই ক্লাসটির টাকা আগেই ফেরত দেওয়া হয়েছে।`)
};

/**
* | output |
* | --- |
* | "That class of this payment has already been refunded." |
*
* @param {Error_Class_Already_RefundedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_class_already_refunded = /** @type {((inputs?: Error_Class_Already_RefundedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Class_Already_RefundedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_class_already_refunded(inputs)
	return en_error_class_already_refunded(inputs)
});
