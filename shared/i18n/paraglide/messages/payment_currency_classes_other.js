/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Payment_Currency_Classes_OtherInputs */

const en_payment_currency_classes_other = /** @type {(inputs: Payment_Currency_Classes_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} classes`)
};

const bn_payment_currency_classes_other = /** @type {(inputs: Payment_Currency_Classes_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি ক্লাস`)
};

/**
* | output |
* | --- |
* | "{count} classes" |
*
* @param {Payment_Currency_Classes_OtherInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_currency_classes_other = /** @type {((inputs: Payment_Currency_Classes_OtherInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Currency_Classes_OtherInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_currency_classes_other(inputs)
	return en_payment_currency_classes_other(inputs)
});
