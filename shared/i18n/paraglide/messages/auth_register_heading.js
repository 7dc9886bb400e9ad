/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Register_HeadingInputs */

const en_auth_register_heading = /** @type {(inputs: Auth_Register_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please Register`)
};

const bn_auth_register_heading = /** @type {(inputs: Auth_Register_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রেজিস্টার করুন`)
};

/**
* | output |
* | --- |
* | "Please Register" |
*
* @param {Auth_Register_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_register_heading = /** @type {((inputs?: Auth_Register_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Register_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_register_heading(inputs)
	return en_auth_register_heading(inputs)
});
