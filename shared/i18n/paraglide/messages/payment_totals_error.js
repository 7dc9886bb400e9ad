/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Totals_ErrorInputs */

const en_payment_totals_error = /** @type {(inputs: Payment_Totals_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the payment totals. Check your connection and try again.`)
};

const bn_payment_totals_error = /** @type {(inputs: Payment_Totals_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্টের হিসাব লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load the payment totals. Check your connection and try again." |
*
* @param {Payment_Totals_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_totals_error = /** @type {((inputs?: Payment_Totals_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Totals_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_totals_error(inputs)
	return en_payment_totals_error(inputs)
});
