/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_OfflineInputs */

const en_payment_return_offline = /** @type {(inputs: Payment_Return_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. We will check this payment as soon as you are back online.`)
};

const bn_payment_return_offline = /** @type {(inputs: Payment_Return_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি অফলাইনে আছেন। ইন্টারনেট সংযোগ ফিরলেই পেমেন্টটি দেখে নেওয়া হবে।`)
};

/**
* | output |
* | --- |
* | "You are offline. We will check this payment as soon as you are back online." |
*
* @param {Payment_Return_OfflineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_offline = /** @type {((inputs?: Payment_Return_OfflineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_OfflineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_offline(inputs)
	return en_payment_return_offline(inputs)
});
