/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_OkInputs */

const en_auth_ok = /** @type {(inputs: Auth_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

const bn_auth_ok = /** @type {(inputs: Auth_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঠিক আছে`)
};

/**
* | output |
* | --- |
* | "OK" |
*
* @param {Auth_OkInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_ok = /** @type {((inputs?: Auth_OkInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_OkInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_ok(inputs)
	return en_auth_ok(inputs)
});
