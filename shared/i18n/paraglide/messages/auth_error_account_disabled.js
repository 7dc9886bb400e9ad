/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Account_DisabledInputs */

const en_auth_error_account_disabled = /** @type {(inputs: Auth_Error_Account_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account has been disabled.`)
};

const bn_auth_error_account_disabled = /** @type {(inputs: Auth_Error_Account_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই অ্যাকাউন্টটি বন্ধ করে দেওয়া হয়েছে।`)
};

/**
* | output |
* | --- |
* | "This account has been disabled." |
*
* @param {Auth_Error_Account_DisabledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_error_account_disabled = /** @type {((inputs?: Auth_Error_Account_DisabledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Account_DisabledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_error_account_disabled(inputs)
	return en_auth_error_account_disabled(inputs)
});
