/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Refunded_TitleInputs */

const en_payment_refunded_title = /** @type {(inputs: Payment_Refunded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded to your card`)
};

const bn_payment_refunded_title = /** @type {(inputs: Payment_Refunded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ডে টাকা ফেরত গেছে`)
};

/**
* | output |
* | --- |
* | "Refunded to your card" |
*
* @param {Payment_Refunded_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_refunded_title = /** @type {((inputs?: Payment_Refunded_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Refunded_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_refunded_title(inputs)
	return en_payment_refunded_title(inputs)
});
