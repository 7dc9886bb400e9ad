/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Email_In_UseInputs */

const en_auth_error_email_in_use = /** @type {(inputs: Auth_Error_Email_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account with this email already exists. Please log in.`)
};

const bn_auth_error_email_in_use = /** @type {(inputs: Auth_Error_Email_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। লগইন করুন।`)
};

/**
* | output |
* | --- |
* | "An account with this email already exists. Please log in." |
*
* @param {Auth_Error_Email_In_UseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_error_email_in_use = /** @type {((inputs?: Auth_Error_Email_In_UseInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Email_In_UseInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_error_email_in_use(inputs)
	return en_auth_error_email_in_use(inputs)
});
