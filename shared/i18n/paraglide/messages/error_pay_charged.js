/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Pay_ChargedInputs */

const en_error_pay_charged = /** @type {(inputs: Error_Pay_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has been charged: record the payment above.`)
};

const bn_error_pay_charged = /** @type {(inputs: Error_Pay_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ড থেকে টাকা কাটা হয়েছে: ওপরে পেমেন্টটি রেকর্ড করুন।`)
};

/**
* | output |
* | --- |
* | "Your card has been charged: record the payment above." |
*
* @param {Error_Pay_ChargedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_pay_charged = /** @type {((inputs?: Error_Pay_ChargedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Pay_ChargedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_pay_charged(inputs)
	return en_error_pay_charged(inputs)
});
