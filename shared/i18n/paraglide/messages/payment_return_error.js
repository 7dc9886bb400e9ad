/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_ErrorInputs */

const en_payment_return_error = /** @type {(inputs: Payment_Return_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not check this payment. Check your connection and try again.`)
};

const bn_payment_return_error = /** @type {(inputs: Payment_Return_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্টটি দেখা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not check this payment. Check your connection and try again." |
*
* @param {Payment_Return_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_error = /** @type {((inputs?: Payment_Return_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_error(inputs)
	return en_payment_return_error(inputs)
});
