/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_HeadingInputs */

const en_auth_login_heading = /** @type {(inputs: Auth_Login_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`please Login`)
};

const bn_auth_login_heading = /** @type {(inputs: Auth_Login_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লগইন করুন`)
};

/**
* | output |
* | --- |
* | "please Login" |
*
* @param {Auth_Login_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_login_heading = /** @type {((inputs?: Auth_Login_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_login_heading(inputs)
	return en_auth_login_heading(inputs)
});
