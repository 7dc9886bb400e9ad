/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, amount: NonNullable<unknown> }} Payment_Refund_LabelInputs */

const en_payment_refund_label = /** @type {(inputs: Payment_Refund_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund the payment of ${i?.email} (${i?.amount})`)
};

const bn_payment_refund_label = /** @type {(inputs: Payment_Refund_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email}-এর পেমেন্ট (${i?.amount}) রিফান্ড করুন`)
};

/**
* | output |
* | --- |
* | "Refund the payment of {email} ({amount})" |
*
* @param {Payment_Refund_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_refund_label = /** @type {((inputs: Payment_Refund_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Refund_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_refund_label(inputs)
	return en_payment_refund_label(inputs)
});
