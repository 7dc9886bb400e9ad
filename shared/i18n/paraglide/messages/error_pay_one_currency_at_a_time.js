/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Pay_One_Currency_At_A_TimeInputs */

const en_error_pay_one_currency_at_a_time = /** @type {(inputs: Error_Pay_One_Currency_At_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your selected classes are priced in more than one currency: pay for each currency separately.`)
};

const bn_error_pay_one_currency_at_a_time = /** @type {(inputs: Error_Pay_One_Currency_At_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার সিলেক্ট করা ক্লাসগুলোর ফি একাধিক মুদ্রায়: প্রতিটি মুদ্রার জন্য আলাদা করে পেমেন্ট করুন।`)
};

/**
* | output |
* | --- |
* | "Your selected classes are priced in more than one currency: pay for each currency separately." |
*
* @param {Error_Pay_One_Currency_At_A_TimeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_pay_one_currency_at_a_time = /** @type {((inputs?: Error_Pay_One_Currency_At_A_TimeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Pay_One_Currency_At_A_TimeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_pay_one_currency_at_a_time(inputs)
	return en_error_pay_one_currency_at_a_time(inputs)
});
