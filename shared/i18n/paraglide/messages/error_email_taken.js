/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Email_TakenInputs */

const en_error_email_taken = /** @type {(inputs: Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This e-mail address already belongs to another account here. Sign in with that account, or contact the academy.`)
};

const bn_error_email_taken = /** @type {(inputs: Error_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ইমেইল ঠিকানাটি এখানে আগে থেকেই অন্য একটি অ্যাকাউন্টের। সেই অ্যাকাউন্ট দিয়ে লগইন করুন, অথবা একাডেমির সাথে যোগাযোগ করুন।`)
};

/**
* | output |
* | --- |
* | "This e-mail address already belongs to another account here. Sign in with that account, or contact the academy." |
*
* @param {Error_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_email_taken = /** @type {((inputs?: Error_Email_TakenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Email_TakenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_email_taken(inputs)
	return en_error_email_taken(inputs)
});
