/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Or_Continue_WithInputs */

const en_auth_or_continue_with = /** @type {(inputs: Auth_Or_Continue_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or continue with`)
};

const bn_auth_or_continue_with = /** @type {(inputs: Auth_Or_Continue_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অথবা চালিয়ে যান`)
};

/**
* | output |
* | --- |
* | "or continue with" |
*
* @param {Auth_Or_Continue_WithInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_or_continue_with = /** @type {((inputs?: Auth_Or_Continue_WithInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Or_Continue_WithInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_or_continue_with(inputs)
	return en_auth_or_continue_with(inputs)
});
