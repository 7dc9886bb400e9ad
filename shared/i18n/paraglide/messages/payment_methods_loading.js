/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Methods_LoadingInputs */

const en_payment_methods_loading = /** @type {(inputs: Payment_Methods_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the ways to pay`)
};

const bn_payment_methods_loading = /** @type {(inputs: Payment_Methods_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্টের উপায়গুলো লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading the ways to pay" |
*
* @param {Payment_Methods_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_methods_loading = /** @type {((inputs?: Payment_Methods_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Methods_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_methods_loading(inputs)
	return en_payment_methods_loading(inputs)
});
