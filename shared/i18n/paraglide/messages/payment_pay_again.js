/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Pay_AgainInputs */

const en_payment_pay_again = /** @type {(inputs: Payment_Pay_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay again`)
};

const bn_payment_pay_again = /** @type {(inputs: Payment_Pay_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আবার পেমেন্ট করুন`)
};

/**
* | output |
* | --- |
* | "Pay again" |
*
* @param {Payment_Pay_AgainInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_pay_again = /** @type {((inputs?: Payment_Pay_AgainInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Pay_AgainInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_pay_again(inputs)
	return en_payment_pay_again(inputs)
});
