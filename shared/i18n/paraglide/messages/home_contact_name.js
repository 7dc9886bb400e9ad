/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_NameInputs */

const en_home_contact_name = /** @type {(inputs: Home_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Name`)
};

const bn_home_contact_name = /** @type {(inputs: Home_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার নাম`)
};

/**
* | output |
* | --- |
* | "Your Name" |
*
* @param {Home_Contact_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_name = /** @type {((inputs?: Home_Contact_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_name(inputs)
	return en_home_contact_name(inputs)
});
