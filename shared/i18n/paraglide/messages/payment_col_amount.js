/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Col_AmountInputs */

const en_payment_col_amount = /** @type {(inputs: Payment_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const bn_payment_col_amount = /** @type {(inputs: Payment_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিমাণ`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Payment_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_col_amount = /** @type {((inputs?: Payment_Col_AmountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Col_AmountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_col_amount(inputs)
	return en_payment_col_amount(inputs)
});
