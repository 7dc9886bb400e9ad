/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Pass_RefundedInputs */

const en_error_pass_refunded = /** @type {(inputs: Error_Pass_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pass was refunded: the student is no longer enrolled in this class.`)
};

const bn_error_pass_refunded = /** @type {(inputs: Error_Pass_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পাসের টাকা রিফান্ড করা হয়েছে: স্টুডেন্ট এখন আর এই ক্লাসে ভর্তি নেই।`)
};

/**
* | output |
* | --- |
* | "This pass was refunded: the student is no longer enrolled in this class." |
*
* @param {Error_Pass_RefundedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_pass_refunded = /** @type {((inputs?: Error_Pass_RefundedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Pass_RefundedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_pass_refunded(inputs)
	return en_error_pass_refunded(inputs)
});
