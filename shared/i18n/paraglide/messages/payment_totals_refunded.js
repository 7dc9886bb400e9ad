/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Totals_RefundedInputs */

const en_payment_totals_refunded = /** @type {(inputs: Payment_Totals_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const bn_payment_totals_refunded = /** @type {(inputs: Payment_Totals_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফেরত`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Payment_Totals_RefundedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_totals_refunded = /** @type {((inputs?: Payment_Totals_RefundedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Totals_RefundedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_totals_refunded(inputs)
	return en_payment_totals_refunded(inputs)
});
