/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Method_Kind_OtherInputs */

const en_payment_method_kind_other = /** @type {(inputs: Payment_Method_Kind_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

const bn_payment_method_kind_other = /** @type {(inputs: Payment_Method_Kind_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অন্যান্য`)
};

/**
* | output |
* | --- |
* | "Other" |
*
* @param {Payment_Method_Kind_OtherInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_kind_other = /** @type {((inputs?: Payment_Method_Kind_OtherInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_Kind_OtherInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_kind_other(inputs)
	return en_payment_method_kind_other(inputs)
});
