/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Too_Many_Classes_For_One_PaymentInputs */

const en_error_too_many_classes_for_one_payment = /** @type {(inputs: Error_Too_Many_Classes_For_One_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many classes for one payment: pay for fewer at once.`)
};

const bn_error_too_many_classes_for_one_payment = /** @type {(inputs: Error_Too_Many_Classes_For_One_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এক পেমেন্টে অনেক বেশি ক্লাস: একবারে কম ক্লাসের পেমেন্ট করুন।`)
};

/**
* | output |
* | --- |
* | "Too many classes for one payment: pay for fewer at once." |
*
* @param {Error_Too_Many_Classes_For_One_PaymentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_too_many_classes_for_one_payment = /** @type {((inputs?: Error_Too_Many_Classes_For_One_PaymentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Too_Many_Classes_For_One_PaymentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_too_many_classes_for_one_payment(inputs)
	return en_error_too_many_classes_for_one_payment(inputs)
});
