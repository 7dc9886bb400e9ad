/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Refunded_TitleInputs */

const en_payment_return_refunded_title = /** @type {(inputs: Payment_Return_Refunded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment returned in full`)
};

const bn_payment_return_refunded_title = /** @type {(inputs: Payment_Return_Refunded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুরো টাকা ফেরত দেওয়া হয়েছে`)
};

/**
* | output |
* | --- |
* | "Payment returned in full" |
*
* @param {Payment_Return_Refunded_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_refunded_title = /** @type {((inputs?: Payment_Return_Refunded_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Refunded_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_refunded_title(inputs)
	return en_payment_return_refunded_title(inputs)
});
