/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Col_RefundInputs */

const en_payment_col_refund = /** @type {(inputs: Payment_Col_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

const bn_payment_col_refund = /** @type {(inputs: Payment_Col_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিফান্ড`)
};

/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Payment_Col_RefundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_col_refund = /** @type {((inputs?: Payment_Col_RefundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Col_RefundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_col_refund(inputs)
	return en_payment_col_refund(inputs)
});
