/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Return_Not_Found_TextInputs */

const en_payment_return_not_found_text = /** @type {(inputs: Payment_Return_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link may be incomplete, or the payment was made from another account. Every payment you made is in your payment history.`)
};

const bn_payment_return_not_found_text = /** @type {(inputs: Payment_Return_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লিংকটি হয়তো অসম্পূর্ণ, বা পেমেন্টটি অন্য অ্যাকাউন্ট থেকে করা। আপনার সব পেমেন্ট পেমেন্টের ইতিহাসে আছে।`)
};

/**
* | output |
* | --- |
* | "The link may be incomplete, or the payment was made from another account. Every payment you made is in your payment history." |
*
* @param {Payment_Return_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_return_not_found_text = /** @type {((inputs?: Payment_Return_Not_Found_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Return_Not_Found_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_return_not_found_text(inputs)
	return en_payment_return_not_found_text(inputs)
});
