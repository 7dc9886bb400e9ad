/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Failed_TextInputs */

const en_payment_return_failed_text = /** @type {(inputs: Payment_Return_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was taken from your account. Your selected classes are still there, ready to pay again.`)
};

const bn_payment_return_failed_text = /** @type {(inputs: Payment_Return_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার অ্যাকাউন্ট থেকে কোনো টাকা কাটা হয়নি। সিলেক্ট করা ক্লাসগুলো আগের মতোই আছে, আবার পেমেন্ট করতে পারবেন।`)
};

/**
* | output |
* | --- |
* | "Nothing was taken from your account. Your selected classes are still there, ready to pay again." |
*
* @param {Payment_Return_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_failed_text = /** @type {((inputs?: Payment_Return_Failed_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Failed_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_failed_text(inputs)
	return en_payment_return_failed_text(inputs)
});
