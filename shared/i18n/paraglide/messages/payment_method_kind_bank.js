/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Method_Kind_BankInputs */

const en_payment_method_kind_bank = /** @type {(inputs: Payment_Method_Kind_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internet banking`)
};

const bn_payment_method_kind_bank = /** @type {(inputs: Payment_Method_Kind_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইন্টারনেট ব্যাংকিং`)
};

/**
* | output |
* | --- |
* | "Internet banking" |
*
* @param {Payment_Method_Kind_BankInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_kind_bank = /** @type {((inputs?: Payment_Method_Kind_BankInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_Kind_BankInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_kind_bank(inputs)
	return en_payment_method_kind_bank(inputs)
});
