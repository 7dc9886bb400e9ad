/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_History_LoadingInputs */

const en_payment_history_loading = /** @type {(inputs: Payment_History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your payments`)
};

const bn_payment_history_loading = /** @type {(inputs: Payment_History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পেমেন্ট লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading your payments" |
*
* @param {Payment_History_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_history_loading = /** @type {((inputs?: Payment_History_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_History_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_history_loading(inputs)
	return en_payment_history_loading(inputs)
});
