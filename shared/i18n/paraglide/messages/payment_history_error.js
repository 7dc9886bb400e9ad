/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_History_ErrorInputs */

const en_payment_history_error = /** @type {(inputs: Payment_History_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your payments. Check your connection and try again.`)
};

const bn_payment_history_error = /** @type {(inputs: Payment_History_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পেমেন্টগুলো লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load your payments. Check your connection and try again." |
*
* @param {Payment_History_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_history_error = /** @type {((inputs?: Payment_History_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_History_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_history_error(inputs)
	return en_payment_history_error(inputs)
});
