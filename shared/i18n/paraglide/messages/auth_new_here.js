/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_New_HereInputs */

const en_auth_new_here = /** @type {(inputs: Auth_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New here?`)
};

const bn_auth_new_here = /** @type {(inputs: Auth_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন এসেছেন?`)
};

/**
* | output |
* | --- |
* | "New here?" |
*
* @param {Auth_New_HereInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_new_here = /** @type {((inputs?: Auth_New_HereInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_HereInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_new_here(inputs)
	return en_auth_new_here(inputs)
});
