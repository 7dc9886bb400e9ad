/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_CredentialsInputs */

const en_auth_error_credentials = /** @type {(inputs: Auth_Error_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That email and password do not match an account.`)
};

const bn_auth_error_credentials = /** @type {(inputs: Auth_Error_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ইমেইল আর পাসওয়ার্ডে কোনো অ্যাকাউন্ট পাওয়া যায়নি।`)
};

/**
* | output |
* | --- |
* | "That email and password do not match an account." |
*
* @param {Auth_Error_CredentialsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_error_credentials = /** @type {((inputs?: Auth_Error_CredentialsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_CredentialsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_error_credentials(inputs)
	return en_auth_error_credentials(inputs)
});
