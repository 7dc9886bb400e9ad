/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Payment_Pay_AmountInputs */

const en_payment_pay_amount = /** @type {(inputs: Payment_Pay_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount}`)
};

const bn_payment_pay_amount = /** @type {(inputs: Payment_Pay_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} পেমেন্ট করুন`)
};

/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Payment_Pay_AmountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_pay_amount = /** @type {((inputs: Payment_Pay_AmountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Pay_AmountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_pay_amount(inputs)
	return en_payment_pay_amount(inputs)
});
