/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Please_LoginInputs */

const en_auth_please_login = /** @type {(inputs: Auth_Please_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please Login`)
};

const bn_auth_please_login = /** @type {(inputs: Auth_Please_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লগইন করুন`)
};

/**
* | output |
* | --- |
* | "Please Login" |
*
* @param {Auth_Please_LoginInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_please_login = /** @type {((inputs?: Auth_Please_LoginInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Please_LoginInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_please_login(inputs)
	return en_auth_please_login(inputs)
});
