/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_TitleInputs */

const en_payment_return_title = /** @type {(inputs: Payment_Return_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment`)
};

const bn_payment_return_title = /** @type {(inputs: Payment_Return_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Your payment" |
*
* @param {Payment_Return_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_title = /** @type {((inputs?: Payment_Return_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_title(inputs)
	return en_payment_return_title(inputs)
});
