/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Refunded_TextInputs */

const en_payment_return_refunded_text = /** @type {(inputs: Payment_Return_Refunded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment arrived after the hold on your seats had ended and they were let go, so all of it goes back to the account you paid from. Your selected classes are still there if you want to try again.`)
};

const bn_payment_return_refunded_text = /** @type {(inputs: Payment_Return_Refunded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার সিট ধরে রাখার সময় শেষ হয়ে সিট ছেড়ে দেওয়ার পর পেমেন্টটি এসেছে, তাই পুরো টাকা যে অ্যাকাউন্ট থেকে দিয়েছেন সেখানে ফেরত যাচ্ছে। আবার চেষ্টা করতে চাইলে সিলেক্ট করা ক্লাসগুলো আগের মতোই আছে।`)
};

/**
* | output |
* | --- |
* | "Your payment arrived after the hold on your seats had ended and they were let go, so all of it goes back to the account you paid from. Your selected classes ..." |
*
* @param {Payment_Return_Refunded_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_refunded_text = /** @type {((inputs?: Payment_Return_Refunded_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Refunded_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_refunded_text(inputs)
	return en_payment_return_refunded_text(inputs)
});
