/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Waitlist_Pay_Now_LabelInputs */

const en_waitlist_pay_now_label = /** @type {(inputs: Waitlist_Pay_Now_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay now: ${i?.className}`)
};

const bn_waitlist_pay_now_label = /** @type {(inputs: Waitlist_Pay_Now_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এখনই পেমেন্ট করুন: ${i?.className}`)
};

/**
* | output |
* | --- |
* | "Pay now: {className}" |
*
* @param {Waitlist_Pay_Now_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_pay_now_label = /** @type {((inputs: Waitlist_Pay_Now_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Pay_Now_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_pay_now_label(inputs)
	return en_waitlist_pay_now_label(inputs)
});
