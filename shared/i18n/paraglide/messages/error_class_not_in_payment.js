/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Class_Not_In_PaymentInputs */

const en_error_class_not_in_payment = /** @type {(inputs: Error_Class_Not_In_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That class is not enrolled through this payment any more.`)
};

const bn_error_class_not_in_payment = /** @type {(inputs: Error_Class_Not_In_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওই ক্লাসটিতে আর এই পেমেন্টের মাধ্যমে ভর্তি নেই।`)
};

/**
* | output |
* | --- |
* | "That class is not enrolled through this payment any more." |
*
* @param {Error_Class_Not_In_PaymentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_class_not_in_payment = /** @type {((inputs?: Error_Class_Not_In_PaymentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Class_Not_In_PaymentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_class_not_in_payment(inputs)
	return en_error_class_not_in_payment(inputs)
});
