/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_History_HeadingInputs */

const en_payment_history_heading = /** @type {(inputs: Payment_History_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Payments`)
};

const bn_payment_history_heading = /** @type {(inputs: Payment_History_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Your Payments" |
*
* @param {Payment_History_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_history_heading = /** @type {((inputs?: Payment_History_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_History_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_history_heading(inputs)
	return en_payment_history_heading(inputs)
});
