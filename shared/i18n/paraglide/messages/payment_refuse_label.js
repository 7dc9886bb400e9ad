/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, amount: NonNullable<unknown> }} Payment_Refuse_LabelInputs */

const en_payment_refuse_label = /** @type {(inputs: Payment_Refuse_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuse and refund the payment of ${i?.email} (${i?.amount})`)
};

const bn_payment_refuse_label = /** @type {(inputs: Payment_Refuse_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email}-এর পেমেন্ট (${i?.amount}) বাতিল করে টাকা ফেরত দিন`)
};

/**
* | output |
* | --- |
* | "Refuse and refund the payment of {email} ({amount})" |
*
* @param {Payment_Refuse_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_refuse_label = /** @type {((inputs: Payment_Refuse_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Refuse_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_refuse_label(inputs)
	return en_payment_refuse_label(inputs)
});
