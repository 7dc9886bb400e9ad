/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Paid_TextInputs */

const en_payment_return_paid_text = /** @type {(inputs: Payment_Return_Paid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are enrolled: your classes are in My timetable and My enrolled classes, and the receipt is in your payment history.`)
};

const bn_payment_return_paid_text = /** @type {(inputs: Payment_Return_Paid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি ভর্তি হয়েছেন: ক্লাসগুলো “আমার ক্লাস রুটিন” আর “আমার ভর্তি হওয়া ক্লাস”-এ আছে, রসিদ পাবেন পেমেন্টের ইতিহাসে।`)
};

/**
* | output |
* | --- |
* | "You are enrolled: your classes are in My timetable and My enrolled classes, and the receipt is in your payment history." |
*
* @param {Payment_Return_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_paid_text = /** @type {((inputs?: Payment_Return_Paid_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Paid_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_paid_text(inputs)
	return en_payment_return_paid_text(inputs)
});
