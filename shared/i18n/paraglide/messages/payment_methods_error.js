/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Methods_ErrorInputs */

const en_payment_methods_error = /** @type {(inputs: Payment_Methods_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the ways to pay. Check your connection and try again.`)
};

const bn_payment_methods_error = /** @type {(inputs: Payment_Methods_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্টের উপায়গুলো লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load the ways to pay. Check your connection and try again." |
*
* @param {Payment_Methods_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_methods_error = /** @type {((inputs?: Payment_Methods_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Methods_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_methods_error(inputs)
	return en_payment_methods_error(inputs)
});
