/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Register_TitleInputs */

const en_auth_register_title = /** @type {(inputs: Auth_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

const bn_auth_register_title = /** @type {(inputs: Auth_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রেজিস্টার`)
};

/**
* | output |
* | --- |
* | "Register" |
*
* @param {Auth_Register_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_register_title = /** @type {((inputs?: Auth_Register_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Register_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_register_title(inputs)
	return en_auth_register_title(inputs)
});
