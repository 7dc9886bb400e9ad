/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Not_Found_TitleInputs */

const en_payment_return_not_found_title = /** @type {(inputs: Payment_Return_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find this payment`)
};

const bn_payment_return_not_found_title = /** @type {(inputs: Payment_Return_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টটি খুঁজে পাওয়া যায়নি`)
};

/**
* | output |
* | --- |
* | "We could not find this payment" |
*
* @param {Payment_Return_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_not_found_title = /** @type {((inputs?: Payment_Return_Not_Found_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Not_Found_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_not_found_title(inputs)
	return en_payment_return_not_found_title(inputs)
});
