/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Name_PlaceholderInputs */

const en_auth_name_placeholder = /** @type {(inputs: Auth_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your full name`)
};

const bn_auth_name_placeholder = /** @type {(inputs: Auth_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পুরো নাম`)
};

/**
* | output |
* | --- |
* | "Your full name" |
*
* @param {Auth_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_name_placeholder = /** @type {((inputs?: Auth_Name_PlaceholderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Name_PlaceholderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_name_placeholder(inputs)
	return en_auth_name_placeholder(inputs)
});
