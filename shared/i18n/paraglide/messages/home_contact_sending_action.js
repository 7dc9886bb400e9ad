/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_Sending_ActionInputs */

const en_home_contact_sending_action = /** @type {(inputs: Home_Contact_Sending_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending a message`)
};

const bn_home_contact_sending_action = /** @type {(inputs: Home_Contact_Sending_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেসেজ পাঠানো`)
};

/**
* | output |
* | --- |
* | "Sending a message" |
*
* @param {Home_Contact_Sending_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_sending_action = /** @type {((inputs?: Home_Contact_Sending_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_Sending_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_sending_action(inputs)
	return en_home_contact_sending_action(inputs)
});
