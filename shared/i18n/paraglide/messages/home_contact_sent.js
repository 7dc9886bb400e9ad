/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_SentInputs */

const en_home_contact_sent = /** @type {(inputs: Home_Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message sent!`)
};

const bn_home_contact_sent = /** @type {(inputs: Home_Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেসেজ পাঠানো হয়েছে!`)
};

/**
* | output |
* | --- |
* | "Message sent!" |
*
* @param {Home_Contact_SentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_sent = /** @type {((inputs?: Home_Contact_SentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_SentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_sent(inputs)
	return en_home_contact_sent(inputs)
});
