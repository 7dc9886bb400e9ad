/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_RegisterInputs */

const en_auth_register = /** @type {(inputs: Auth_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

const bn_auth_register = /** @type {(inputs: Auth_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রেজিস্টার করুন`)
};

/**
* | output |
* | --- |
* | "Register" |
*
* @param {Auth_RegisterInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_register = /** @type {((inputs?: Auth_RegisterInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_RegisterInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_register(inputs)
	return en_auth_register(inputs)
});
