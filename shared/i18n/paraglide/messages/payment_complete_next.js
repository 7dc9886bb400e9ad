/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Complete_NextInputs */

const en_payment_complete_next = /** @type {(inputs: Payment_Complete_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your classes are in My enrolled classes; the receipt is in your payment history.`)
};

const bn_payment_complete_next = /** @type {(inputs: Payment_Complete_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ক্লাসগুলো এখন “আমার ভর্তি হওয়া ক্লাস”-এ আছে; রসিদ পাবেন পেমেন্টের ইতিহাসে।`)
};

/**
* | output |
* | --- |
* | "Your classes are in My enrolled classes; the receipt is in your payment history." |
*
* @param {Payment_Complete_NextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_complete_next = /** @type {((inputs?: Payment_Complete_NextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Complete_NextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_complete_next(inputs)
	return en_payment_complete_next(inputs)
});
