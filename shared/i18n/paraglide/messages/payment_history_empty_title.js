/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_History_Empty_TitleInputs */

const en_payment_history_empty_title = /** @type {(inputs: Payment_History_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payments yet`)
};

const bn_payment_history_empty_title = /** @type {(inputs: Payment_History_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো পেমেন্ট নেই`)
};

/**
* | output |
* | --- |
* | "No payments yet" |
*
* @param {Payment_History_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_history_empty_title = /** @type {((inputs?: Payment_History_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_History_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_history_empty_title(inputs)
	return en_payment_history_empty_title(inputs)
});
