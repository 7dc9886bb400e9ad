/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Partly_Refunded_TitleInputs */

const en_payment_return_partly_refunded_title = /** @type {(inputs: Payment_Return_Partly_Refunded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some classes are refunded`)
};

const bn_payment_return_partly_refunded_title = /** @type {(inputs: Payment_Return_Partly_Refunded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কিছু ক্লাসের টাকা ফেরত যাচ্ছে`)
};

/**
* | output |
* | --- |
* | "Some classes are refunded" |
*
* @param {Payment_Return_Partly_Refunded_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_partly_refunded_title = /** @type {((inputs?: Payment_Return_Partly_Refunded_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Partly_Refunded_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_partly_refunded_title(inputs)
	return en_payment_return_partly_refunded_title(inputs)
});
