/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Payment_Total_OtherInputs */

const en_payment_total_other = /** @type {(inputs: Payment_Total_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total · ${i?.count} classes`)
};

const bn_payment_total_other = /** @type {(inputs: Payment_Total_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`মোট · ${i?.count}টি ক্লাস`)
};

/**
* | output |
* | --- |
* | "Total · {count} classes" |
*
* @param {Payment_Total_OtherInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_total_other = /** @type {((inputs: Payment_Total_OtherInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Total_OtherInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_total_other(inputs)
	return en_payment_total_other(inputs)
});
