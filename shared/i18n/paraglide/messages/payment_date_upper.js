/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Date_UpperInputs */

const en_payment_date_upper = /** @type {(inputs: Payment_Date_UpperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DATE`)
};

const bn_payment_date_upper = /** @type {(inputs: Payment_Date_UpperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তারিখ`)
};

/**
* | output |
* | --- |
* | "DATE" |
*
* @param {Payment_Date_UpperInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_date_upper = /** @type {((inputs?: Payment_Date_UpperInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Date_UpperInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_date_upper(inputs)
	return en_payment_date_upper(inputs)
});
