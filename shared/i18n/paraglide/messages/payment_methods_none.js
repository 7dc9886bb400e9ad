/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Methods_NoneInputs */

const en_payment_methods_none = /** @type {(inputs: Payment_Methods_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes in this currency cannot be paid online yet. Please contact the academy; your selections stay here.`)
};

const bn_payment_methods_none = /** @type {(inputs: Payment_Methods_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই মুদ্রার ক্লাসের পেমেন্ট এখনো অনলাইনে করা যায় না। একাডেমির সঙ্গে যোগাযোগ করুন; আপনার সিলেক্ট করা ক্লাস এখানেই থাকবে।`)
};

/**
* | output |
* | --- |
* | "Classes in this currency cannot be paid online yet. Please contact the academy; your selections stay here." |
*
* @param {Payment_Methods_NoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_methods_none = /** @type {((inputs?: Payment_Methods_NoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Methods_NoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_methods_none(inputs)
	return en_payment_methods_none(inputs)
});
