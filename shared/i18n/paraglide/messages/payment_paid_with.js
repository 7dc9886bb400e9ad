/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Paid_WithInputs */

const en_payment_paid_with = /** @type {(inputs: Payment_Paid_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid with`)
};

const bn_payment_paid_with = /** @type {(inputs: Payment_Paid_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্টের মাধ্যম`)
};

/**
* | output |
* | --- |
* | "Paid with" |
*
* @param {Payment_Paid_WithInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_paid_with = /** @type {((inputs?: Payment_Paid_WithInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Paid_WithInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_paid_with(inputs)
	return en_payment_paid_with(inputs)
});
