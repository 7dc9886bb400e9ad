/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_CheckingInputs */

const en_payment_return_checking = /** @type {(inputs: Payment_Return_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your payment`)
};

const bn_payment_return_checking = /** @type {(inputs: Payment_Return_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পেমেন্ট দেখা হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Checking your payment" |
*
* @param {Payment_Return_CheckingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_checking = /** @type {((inputs?: Payment_Return_CheckingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_CheckingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_checking(inputs)
	return en_payment_return_checking(inputs)
});
