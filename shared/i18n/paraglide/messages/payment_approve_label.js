/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, amount: NonNullable<unknown> }} Payment_Approve_LabelInputs */

const en_payment_approve_label = /** @type {(inputs: Payment_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve the payment of ${i?.email} (${i?.amount})`)
};

const bn_payment_approve_label = /** @type {(inputs: Payment_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email}-এর পেমেন্ট (${i?.amount}) অনুমোদন করুন`)
};

/**
* | output |
* | --- |
* | "Approve the payment of {email} ({amount})" |
*
* @param {Payment_Approve_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_approve_label = /** @type {((inputs: Payment_Approve_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Approve_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_approve_label(inputs)
	return en_payment_approve_label(inputs)
});
