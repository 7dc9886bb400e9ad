/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Logging_In_ActionInputs */

const en_auth_logging_in_action = /** @type {(inputs: Auth_Logging_In_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging in`)
};

const bn_auth_logging_in_action = /** @type {(inputs: Auth_Logging_In_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লগইন করা`)
};

/**
* | output |
* | --- |
* | "Logging in" |
*
* @param {Auth_Logging_In_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_logging_in_action = /** @type {((inputs?: Auth_Logging_In_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Logging_In_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_logging_in_action(inputs)
	return en_auth_logging_in_action(inputs)
});
