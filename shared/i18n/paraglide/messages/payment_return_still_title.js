/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Still_TitleInputs */

const en_payment_return_still_title = /** @type {(inputs: Payment_Return_Still_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still confirming`)
};

const bn_payment_return_still_title = /** @type {(inputs: Payment_Return_Still_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো নিশ্চিত করা হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Still confirming" |
*
* @param {Payment_Return_Still_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_still_title = /** @type {((inputs?: Payment_Return_Still_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Still_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_still_title(inputs)
	return en_payment_return_still_title(inputs)
});
