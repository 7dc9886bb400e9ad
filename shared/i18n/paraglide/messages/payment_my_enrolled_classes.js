/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_My_Enrolled_ClassesInputs */

const en_payment_my_enrolled_classes = /** @type {(inputs: Payment_My_Enrolled_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My enrolled classes`)
};

const bn_payment_my_enrolled_classes = /** @type {(inputs: Payment_My_Enrolled_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার ভর্তি হওয়া ক্লাস`)
};

/**
* | output |
* | --- |
* | "My enrolled classes" |
*
* @param {Payment_My_Enrolled_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_my_enrolled_classes = /** @type {((inputs?: Payment_My_Enrolled_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_My_Enrolled_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_my_enrolled_classes(inputs)
	return en_payment_my_enrolled_classes(inputs)
});
