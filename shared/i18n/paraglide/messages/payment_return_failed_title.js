/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Failed_TitleInputs */

const en_payment_return_failed_title = /** @type {(inputs: Payment_Return_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment did not go through`)
};

const bn_payment_return_failed_title = /** @type {(inputs: Payment_Return_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট সম্পন্ন হয়নি`)
};

/**
* | output |
* | --- |
* | "The payment did not go through" |
*
* @param {Payment_Return_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_failed_title = /** @type {((inputs?: Payment_Return_Failed_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Failed_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_failed_title(inputs)
	return en_payment_return_failed_title(inputs)
});
