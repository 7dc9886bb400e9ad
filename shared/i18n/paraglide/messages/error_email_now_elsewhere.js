/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Email_Now_ElsewhereInputs */

const en_error_email_now_elsewhere = /** @type {(inputs: Error_Email_Now_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This e-mail address now belongs to another account. Please sign in again.`)
};

const bn_error_email_now_elsewhere = /** @type {(inputs: Error_Email_Now_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ইমেইল ঠিকানাটি এখন অন্য একটি অ্যাকাউন্টের। আবার লগইন করুন।`)
};

/**
* | output |
* | --- |
* | "This e-mail address now belongs to another account. Please sign in again." |
*
* @param {Error_Email_Now_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_email_now_elsewhere = /** @type {((inputs?: Error_Email_Now_ElsewhereInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Email_Now_ElsewhereInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_email_now_elsewhere(inputs)
	return en_error_email_now_elsewhere(inputs)
});
