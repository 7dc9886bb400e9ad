/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Method_Bkash_TextInputs */

const en_payment_method_bkash_text = /** @type {(inputs: Payment_Method_Bkash_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Straight from your bKash account: your number, a code by SMS and your PIN.`)
};

const bn_payment_method_bkash_text = /** @type {(inputs: Payment_Method_Bkash_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সরাসরি আপনার বিকাশ অ্যাকাউন্ট থেকে: নম্বর, এসএমএসে আসা কোড আর পিন দিয়ে।`)
};

/**
* | output |
* | --- |
* | "Straight from your bKash account: your number, a code by SMS and your PIN." |
*
* @param {Payment_Method_Bkash_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_method_bkash_text = /** @type {((inputs?: Payment_Method_Bkash_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Method_Bkash_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_method_bkash_text(inputs)
	return en_payment_method_bkash_text(inputs)
});
