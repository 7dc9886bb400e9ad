/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Sign_In_FailedInputs */

const en_auth_error_sign_in_failed = /** @type {(inputs: Auth_Error_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in failed. Please try again.`)
};

const bn_auth_error_sign_in_failed = /** @type {(inputs: Auth_Error_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লগইন হয়নি। আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Sign-in failed. Please try again." |
*
* @param {Auth_Error_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_error_sign_in_failed = /** @type {((inputs?: Auth_Error_Sign_In_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Sign_In_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_error_sign_in_failed(inputs)
	return en_auth_error_sign_in_failed(inputs)
});
