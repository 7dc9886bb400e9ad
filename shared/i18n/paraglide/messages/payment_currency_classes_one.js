/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Payment_Currency_Classes_OneInputs */

const en_payment_currency_classes_one = /** @type {(inputs: Payment_Currency_Classes_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} class`)
};

const bn_payment_currency_classes_one = /** @type {(inputs: Payment_Currency_Classes_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি ক্লাস`)
};

/**
* | output |
* | --- |
* | "{count} class" |
*
* @param {Payment_Currency_Classes_OneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_currency_classes_one = /** @type {((inputs: Payment_Currency_Classes_OneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Currency_Classes_OneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_currency_classes_one(inputs)
	return en_payment_currency_classes_one(inputs)
});
