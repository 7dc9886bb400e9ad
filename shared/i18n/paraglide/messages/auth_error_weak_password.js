/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Weak_PasswordInputs */

const en_auth_error_weak_password = /** @type {(inputs: Auth_Error_Weak_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a stronger password.`)
};

const bn_auth_error_weak_password = /** @type {(inputs: Auth_Error_Weak_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আরও শক্ত একটি পাসওয়ার্ড দিন।`)
};

/**
* | output |
* | --- |
* | "Choose a stronger password." |
*
* @param {Auth_Error_Weak_PasswordInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_error_weak_password = /** @type {((inputs?: Auth_Error_Weak_PasswordInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Weak_PasswordInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_error_weak_password(inputs)
	return en_auth_error_weak_password(inputs)
});
