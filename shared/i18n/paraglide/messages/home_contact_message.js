/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_MessageInputs */

const en_home_contact_message = /** @type {(inputs: Home_Contact_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const bn_home_contact_message = /** @type {(inputs: Home_Contact_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেসেজ`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Home_Contact_MessageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_message = /** @type {((inputs?: Home_Contact_MessageInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_MessageInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_message(inputs)
	return en_home_contact_message(inputs)
});
