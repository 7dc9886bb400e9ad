/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ classNames: NonNullable<unknown> }} Payment_Approved_Refunded_ToastInputs */

const en_payment_approved_refunded_toast = /** @type {(inputs: Payment_Approved_Refunded_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refunded instead: ${i?.classNames}`)
};

const bn_payment_approved_refunded_toast = /** @type {(inputs: Payment_Approved_Refunded_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এর বদলে টাকা ফেরত: ${i?.classNames}`)
};

/**
* | output |
* | --- |
* | "Refunded instead: {classNames}" |
*
* @param {Payment_Approved_Refunded_ToastInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_approved_refunded_toast = /** @type {((inputs: Payment_Approved_Refunded_ToastInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Approved_Refunded_ToastInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_approved_refunded_toast(inputs)
	return en_payment_approved_refunded_toast(inputs)
});
