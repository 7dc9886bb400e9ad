/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Method_Kind_UpayInputs */

const en_payment_method_kind_upay = /** @type {(inputs: Payment_Method_Kind_UpayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upay`)
};

const bn_payment_method_kind_upay = /** @type {(inputs: Payment_Method_Kind_UpayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`উপায়`)
};

/**
* | output |
* | --- |
* | "Upay" |
*
* @param {Payment_Method_Kind_UpayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_kind_upay = /** @type {((inputs?: Payment_Method_Kind_UpayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_Kind_UpayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_kind_upay(inputs)
	return en_payment_method_kind_upay(inputs)
});
