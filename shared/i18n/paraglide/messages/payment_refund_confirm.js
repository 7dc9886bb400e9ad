/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Refund_ConfirmInputs */

const en_payment_refund_confirm = /** @type {(inputs: Payment_Refund_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, refund it!`)
};

const bn_payment_refund_confirm = /** @type {(inputs: Payment_Refund_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হ্যাঁ, রিফান্ড করুন!`)
};

/**
* | output |
* | --- |
* | "Yes, refund it!" |
*
* @param {Payment_Refund_ConfirmInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_refund_confirm = /** @type {((inputs?: Payment_Refund_ConfirmInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Refund_ConfirmInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_refund_confirm(inputs)
	return en_payment_refund_confirm(inputs)
});
