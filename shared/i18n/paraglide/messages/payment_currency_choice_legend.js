/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Currency_Choice_LegendInputs */

const en_payment_currency_choice_legend = /** @type {(inputs: Payment_Currency_Choice_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency of this payment`)
};

const bn_payment_currency_choice_legend = /** @type {(inputs: Payment_Currency_Choice_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টের মুদ্রা`)
};

/**
* | output |
* | --- |
* | "Currency of this payment" |
*
* @param {Payment_Currency_Choice_LegendInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_currency_choice_legend = /** @type {((inputs?: Payment_Currency_Choice_LegendInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Currency_Choice_LegendInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_currency_choice_legend(inputs)
	return en_payment_currency_choice_legend(inputs)
});
