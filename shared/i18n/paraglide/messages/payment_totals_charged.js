/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Totals_ChargedInputs */

const en_payment_totals_charged = /** @type {(inputs: Payment_Totals_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged`)
};

const bn_payment_totals_charged = /** @type {(inputs: Payment_Totals_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মোট চার্জ`)
};

/**
* | output |
* | --- |
* | "Charged" |
*
* @param {Payment_Totals_ChargedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_totals_charged = /** @type {((inputs?: Payment_Totals_ChargedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Totals_ChargedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_totals_charged(inputs)
	return en_payment_totals_charged(inputs)
});
