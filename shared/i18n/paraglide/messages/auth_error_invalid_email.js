/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Invalid_EmailInputs */

const en_auth_error_invalid_email = /** @type {(inputs: Auth_Error_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address.`)
};

const bn_auth_error_invalid_email = /** @type {(inputs: Auth_Error_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সঠিক ইমেইল ঠিকানা লিখুন।`)
};

/**
* | output |
* | --- |
* | "Enter a valid email address." |
*
* @param {Auth_Error_Invalid_EmailInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_error_invalid_email = /** @type {((inputs?: Auth_Error_Invalid_EmailInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Invalid_EmailInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_error_invalid_email(inputs)
	return en_auth_error_invalid_email(inputs)
});
