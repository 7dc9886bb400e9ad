/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Payment_Approve_Confirm_TextInputs */

const en_payment_approve_confirm_text = /** @type {(inputs: Payment_Approve_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} is enrolled in the payment's classes. A class that filled up or closed meanwhile is refunded instead.`)
};

const bn_payment_approve_confirm_text = /** @type {(inputs: Payment_Approve_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`পেমেন্টের ক্লাসগুলোতে ${i?.email} ভর্তি হবেন। এর মধ্যে যে ক্লাসের সিট ভরে গেছে বা বন্ধ হয়েছে, তার টাকা ফেরত যাবে।`)
};

/**
* | output |
* | --- |
* | "{email} is enrolled in the payment's classes. A class that filled up or closed meanwhile is refunded instead." |
*
* @param {Payment_Approve_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_approve_confirm_text = /** @type {((inputs: Payment_Approve_Confirm_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Approve_Confirm_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_approve_confirm_text(inputs)
	return en_payment_approve_confirm_text(inputs)
});
