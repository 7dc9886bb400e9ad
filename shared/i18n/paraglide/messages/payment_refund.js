/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_RefundInputs */

const en_payment_refund = /** @type {(inputs: Payment_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

const bn_payment_refund = /** @type {(inputs: Payment_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিফান্ড করুন`)
};

/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Payment_RefundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_refund = /** @type {((inputs?: Payment_RefundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_RefundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_refund(inputs)
	return en_payment_refund(inputs)
});
