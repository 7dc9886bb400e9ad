/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Payment_Charged_Not_RecordedInputs */

const en_payment_charged_not_recorded = /** @type {(inputs: Payment_Charged_Not_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card was charged, but the payment is not recorded yet: ${i?.reason}`)
};

const bn_payment_charged_not_recorded = /** @type {(inputs: Payment_Charged_Not_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আপনার কার্ড থেকে টাকা কাটা হয়েছে, কিন্তু পেমেন্টটি এখনো রেকর্ড হয়নি: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Your card was charged, but the payment is not recorded yet: {reason}" |
*
* @param {Payment_Charged_Not_RecordedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_charged_not_recorded = /** @type {((inputs: Payment_Charged_Not_RecordedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Charged_Not_RecordedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_charged_not_recorded(inputs)
	return en_payment_charged_not_recorded(inputs)
});
