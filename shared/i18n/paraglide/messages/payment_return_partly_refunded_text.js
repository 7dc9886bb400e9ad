/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Partly_Refunded_TextInputs */

const en_payment_return_partly_refunded_text = /** @type {(inputs: Payment_Return_Partly_Refunded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These classes were filled, closed or removed while you paid, so you are not enrolled in them and their price goes back to the account you paid from:`)
};

const bn_payment_return_partly_refunded_text = /** @type {(inputs: Payment_Return_Partly_Refunded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পেমেন্টের মধ্যেই এই ক্লাসগুলোর সিট ভরে গেছে, ক্লাস বন্ধ হয়েছে বা সরিয়ে ফেলা হয়েছে; তাই এগুলোতে আপনি ভর্তি হননি, আর এগুলোর টাকা যে অ্যাকাউন্ট থেকে দিয়েছেন সেখানে ফেরত যাবে:`)
};

/**
* | output |
* | --- |
* | "These classes were filled, closed or removed while you paid, so you are not enrolled in them and their price goes back to the account you paid from:" |
*
* @param {Payment_Return_Partly_Refunded_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_partly_refunded_text = /** @type {((inputs?: Payment_Return_Partly_Refunded_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Partly_Refunded_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_partly_refunded_text(inputs)
	return en_payment_return_partly_refunded_text(inputs)
});
