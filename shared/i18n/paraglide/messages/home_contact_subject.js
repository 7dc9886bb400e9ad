/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_SubjectInputs */

const en_home_contact_subject = /** @type {(inputs: Home_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const bn_home_contact_subject = /** @type {(inputs: Home_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিষয়`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Home_Contact_SubjectInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_subject = /** @type {((inputs?: Home_Contact_SubjectInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_SubjectInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_subject(inputs)
	return en_home_contact_subject(inputs)
});
