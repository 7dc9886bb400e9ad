/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_No_EmailInputs */

const en_auth_error_no_email = /** @type {(inputs: Auth_Error_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account has no email address.`)
};

const bn_auth_error_no_email = /** @type {(inputs: Auth_Error_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই অ্যাকাউন্টে কোনো ইমেইল ঠিকানা নেই।`)
};

/**
* | output |
* | --- |
* | "This account has no email address." |
*
* @param {Auth_Error_No_EmailInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_error_no_email = /** @type {((inputs?: Auth_Error_No_EmailInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_No_EmailInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_error_no_email(inputs)
	return en_auth_error_no_email(inputs)
});
