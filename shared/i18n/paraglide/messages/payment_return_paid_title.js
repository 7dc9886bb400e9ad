/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Paid_TitleInputs */

const en_payment_return_paid_title = /** @type {(inputs: Payment_Return_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment received`)
};

const bn_payment_return_paid_title = /** @type {(inputs: Payment_Return_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট পাওয়া গেছে`)
};

/**
* | output |
* | --- |
* | "Payment received" |
*
* @param {Payment_Return_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_paid_title = /** @type {((inputs?: Payment_Return_Paid_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Paid_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_paid_title(inputs)
	return en_payment_return_paid_title(inputs)
});
