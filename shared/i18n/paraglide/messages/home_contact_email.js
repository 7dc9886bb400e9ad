/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_EmailInputs */

const en_home_contact_email = /** @type {(inputs: Home_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const bn_home_contact_email = /** @type {(inputs: Home_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইমেইল`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Home_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_email = /** @type {((inputs?: Home_Contact_EmailInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_EmailInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_email(inputs)
	return en_home_contact_email(inputs)
});
