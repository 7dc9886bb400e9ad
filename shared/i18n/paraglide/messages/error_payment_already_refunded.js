/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_Already_RefundedInputs */

const en_error_payment_already_refunded = /** @type {(inputs: Error_Payment_Already_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment has already been refunded.`)
};

const bn_error_payment_already_refunded = /** @type {(inputs: Error_Payment_Already_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টের টাকা আগেই ফেরত দেওয়া হয়েছে।`)
};

/**
* | output |
* | --- |
* | "This payment has already been refunded." |
*
* @param {Error_Payment_Already_RefundedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_payment_already_refunded = /** @type {((inputs?: Error_Payment_Already_RefundedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_Already_RefundedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_payment_already_refunded(inputs)
	return en_error_payment_already_refunded(inputs)
});
