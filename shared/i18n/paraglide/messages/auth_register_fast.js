/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Register_FastInputs */

const en_auth_register_fast = /** @type {(inputs: Auth_Register_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register Fast`)
};

const bn_auth_register_fast = /** @type {(inputs: Auth_Register_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনই রেজিস্টার করুন`)
};

/**
* | output |
* | --- |
* | "Register Fast" |
*
* @param {Auth_Register_FastInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_register_fast = /** @type {((inputs?: Auth_Register_FastInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Register_FastInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_register_fast(inputs)
	return en_auth_register_fast(inputs)
});
