/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Cancelled_TitleInputs */

const en_payment_return_cancelled_title = /** @type {(inputs: Payment_Return_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment cancelled`)
};

const bn_payment_return_cancelled_title = /** @type {(inputs: Payment_Return_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট বাতিল হয়েছে`)
};

/**
* | output |
* | --- |
* | "Payment cancelled" |
*
* @param {Payment_Return_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_cancelled_title = /** @type {((inputs?: Payment_Return_Cancelled_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Cancelled_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_cancelled_title(inputs)
	return en_payment_return_cancelled_title(inputs)
});
