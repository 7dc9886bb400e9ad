/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_HistoryInputs */

const en_payment_history = /** @type {(inputs: Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment history`)
};

const bn_payment_history = /** @type {(inputs: Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্টের ইতিহাস`)
};

/**
* | output |
* | --- |
* | "Payment history" |
*
* @param {Payment_HistoryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_history = /** @type {((inputs?: Payment_HistoryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_HistoryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_history(inputs)
	return en_payment_history(inputs)
});
