/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Logging_InInputs */

const en_auth_logging_in = /** @type {(inputs: Auth_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging in…`)
};

const bn_auth_logging_in = /** @type {(inputs: Auth_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লগইন হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Logging in…" |
*
* @param {Auth_Logging_InInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_logging_in = /** @type {((inputs?: Auth_Logging_InInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Logging_InInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_logging_in(inputs)
	return en_auth_logging_in(inputs)
});
