/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_TitleInputs */

const en_home_contact_title = /** @type {(inputs: Home_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

const bn_home_contact_title = /** @type {(inputs: Home_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যোগাযোগ করুন`)
};

/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Home_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_title = /** @type {((inputs?: Home_Contact_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_title(inputs)
	return en_home_contact_title(inputs)
});
