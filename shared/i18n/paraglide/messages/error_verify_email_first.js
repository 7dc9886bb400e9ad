/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Verify_Email_FirstInputs */

const en_error_verify_email_first = /** @type {(inputs: Error_Verify_Email_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This e-mail address belongs to an academy account with a role. Verify the address (or sign in with Google), then sign in again.`)
};

const bn_error_verify_email_first = /** @type {(inputs: Error_Verify_Email_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ইমেইল ঠিকানাটি একাডেমির এমন একটি অ্যাকাউন্টের, যার একটি রোল আছে। আগে ঠিকানাটি ভেরিফাই করুন (অথবা Google দিয়ে লগইন করুন), তারপর আবার লগইন করুন।`)
};

/**
* | output |
* | --- |
* | "This e-mail address belongs to an academy account with a role. Verify the address (or sign in with Google), then sign in again." |
*
* @param {Error_Verify_Email_FirstInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_verify_email_first = /** @type {((inputs?: Error_Verify_Email_FirstInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Verify_Email_FirstInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_verify_email_first(inputs)
	return en_error_verify_email_first(inputs)
});
