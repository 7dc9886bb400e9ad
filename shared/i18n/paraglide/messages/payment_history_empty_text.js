/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_History_Empty_TextInputs */

const en_payment_history_empty_text = /** @type {(inputs: Payment_History_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you pay for your selected classes, the receipts appear here.`)
};

const bn_payment_history_empty_text = /** @type {(inputs: Payment_History_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিলেক্ট করা ক্লাসের পেমেন্ট করলে রসিদগুলো এখানে দেখা যাবে।`)
};

/**
* | output |
* | --- |
* | "When you pay for your selected classes, the receipts appear here." |
*
* @param {Payment_History_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_history_empty_text = /** @type {((inputs?: Payment_History_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_History_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_history_empty_text(inputs)
	return en_payment_history_empty_text(inputs)
});
