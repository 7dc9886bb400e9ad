/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Totals_Per_ClassInputs */

const en_payment_totals_per_class = /** @type {(inputs: Payment_Totals_Per_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totals per class`)
};

const bn_payment_totals_per_class = /** @type {(inputs: Payment_Totals_Per_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসভিত্তিক হিসাব`)
};

/**
* | output |
* | --- |
* | "Totals per class" |
*
* @param {Payment_Totals_Per_ClassInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_totals_per_class = /** @type {((inputs?: Payment_Totals_Per_ClassInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Totals_Per_ClassInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_totals_per_class(inputs)
	return en_payment_totals_per_class(inputs)
});
