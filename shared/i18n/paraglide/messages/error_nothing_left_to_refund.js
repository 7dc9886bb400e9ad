/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Nothing_Left_To_RefundInputs */

const en_error_nothing_left_to_refund = /** @type {(inputs: Error_Nothing_Left_To_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is left to refund in this payment.`)
};

const bn_error_nothing_left_to_refund = /** @type {(inputs: Error_Nothing_Left_To_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টে ফেরত দেওয়ার মতো আর কিছু বাকি নেই।`)
};

/**
* | output |
* | --- |
* | "Nothing is left to refund in this payment." |
*
* @param {Error_Nothing_Left_To_RefundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_nothing_left_to_refund = /** @type {((inputs?: Error_Nothing_Left_To_RefundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Nothing_Left_To_RefundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_nothing_left_to_refund(inputs)
	return en_error_nothing_left_to_refund(inputs)
});
