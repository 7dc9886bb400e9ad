/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Approved_ToastInputs */

const en_payment_approved_toast = /** @type {(inputs: Payment_Approved_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment approved`)
};

const bn_payment_approved_toast = /** @type {(inputs: Payment_Approved_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট অনুমোদন হয়েছে`)
};

/**
* | output |
* | --- |
* | "Payment approved" |
*
* @param {Payment_Approved_ToastInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_approved_toast = /** @type {((inputs?: Payment_Approved_ToastInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Approved_ToastInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_approved_toast(inputs)
	return en_payment_approved_toast(inputs)
});
