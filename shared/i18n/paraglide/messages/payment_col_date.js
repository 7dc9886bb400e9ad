/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Col_DateInputs */

const en_payment_col_date = /** @type {(inputs: Payment_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const bn_payment_col_date = /** @type {(inputs: Payment_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তারিখ`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Payment_Col_DateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_col_date = /** @type {((inputs?: Payment_Col_DateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Col_DateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_col_date(inputs)
	return en_payment_col_date(inputs)
});
