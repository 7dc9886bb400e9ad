/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Check_In_RefundedInputs */

const en_check_in_refunded = /** @type {(inputs: Check_In_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s pass was refunded: not enrolled any more.`)
};

const bn_check_in_refunded = /** @type {(inputs: Check_In_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-এর পাস রিফান্ড করা হয়েছে: এখন আর ভর্তি নেই।`)
};

/**
* | output |
* | --- |
* | "{name}'s pass was refunded: not enrolled any more." |
*
* @param {Check_In_RefundedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_refunded = /** @type {((inputs: Check_In_RefundedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_RefundedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_refunded(inputs)
	return en_check_in_refunded(inputs)
});
