/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Paid_AmountInputs */

const en_payment_paid_amount = /** @type {(inputs: Payment_Paid_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid Amount`)
};

const bn_payment_paid_amount = /** @type {(inputs: Payment_Paid_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিশোধিত টাকা`)
};

/**
* | output |
* | --- |
* | "Paid Amount" |
*
* @param {Payment_Paid_AmountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_paid_amount = /** @type {((inputs?: Payment_Paid_AmountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Paid_AmountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_paid_amount(inputs)
	return en_payment_paid_amount(inputs)
});
