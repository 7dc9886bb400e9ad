/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_SubtitleInputs */

const en_home_contact_subtitle = /** @type {(inputs: Home_Contact_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit one of our academies or send us a message.`)
};

const bn_home_contact_subtitle = /** @type {(inputs: Home_Contact_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের যেকোনো একাডেমিতে চলে আসুন, অথবা একটা মেসেজ পাঠান।`)
};

/**
* | output |
* | --- |
* | "Visit one of our academies or send us a message." |
*
* @param {Home_Contact_SubtitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_subtitle = /** @type {((inputs?: Home_Contact_SubtitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_SubtitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_subtitle(inputs)
	return en_home_contact_subtitle(inputs)
});
