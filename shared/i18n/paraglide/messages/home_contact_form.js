/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_FormInputs */

const en_home_contact_form = /** @type {(inputs: Home_Contact_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact form`)
};

const bn_home_contact_form = /** @type {(inputs: Home_Contact_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যোগাযোগের ফর্ম`)
};

/**
* | output |
* | --- |
* | "Contact form" |
*
* @param {Home_Contact_FormInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_form = /** @type {((inputs?: Home_Contact_FormInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_FormInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_form(inputs)
	return en_home_contact_form(inputs)
});
