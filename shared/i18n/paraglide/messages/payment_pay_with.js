/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, gateway: NonNullable<unknown> }} Payment_Pay_WithInputs */

const en_payment_pay_with = /** @type {(inputs: Payment_Pay_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount} with ${i?.gateway}`)
};

const bn_payment_pay_with = /** @type {(inputs: Payment_Pay_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.gateway} দিয়ে ${i?.amount} পেমেন্ট করুন`)
};

/**
* | output |
* | --- |
* | "Pay {amount} with {gateway}" |
*
* @param {Payment_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_pay_with = /** @type {((inputs: Payment_Pay_WithInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Pay_WithInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_pay_with(inputs)
	return en_payment_pay_with(inputs)
});
