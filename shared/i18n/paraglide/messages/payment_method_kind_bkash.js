/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Method_Kind_BkashInputs */

const en_payment_method_kind_bkash = /** @type {(inputs: Payment_Method_Kind_BkashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bKash`)
};

const bn_payment_method_kind_bkash = /** @type {(inputs: Payment_Method_Kind_BkashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিকাশ`)
};

/**
* | output |
* | --- |
* | "bKash" |
*
* @param {Payment_Method_Kind_BkashInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_kind_bkash = /** @type {((inputs?: Payment_Method_Kind_BkashInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_Kind_BkashInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_kind_bkash(inputs)
	return en_payment_method_kind_bkash(inputs)
});
