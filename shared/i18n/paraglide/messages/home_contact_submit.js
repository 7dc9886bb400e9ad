/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_SubmitInputs */

const en_home_contact_submit = /** @type {(inputs: Home_Contact_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit`)
};

const bn_home_contact_submit = /** @type {(inputs: Home_Contact_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাঠান`)
};

/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Home_Contact_SubmitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_submit = /** @type {((inputs?: Home_Contact_SubmitInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_SubmitInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_submit(inputs)
	return en_home_contact_submit(inputs)
});
