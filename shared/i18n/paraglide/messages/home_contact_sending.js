/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contact_SendingInputs */

const en_home_contact_sending = /** @type {(inputs: Home_Contact_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

const bn_home_contact_sending = /** @type {(inputs: Home_Contact_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাঠানো হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Home_Contact_SendingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_sending = /** @type {((inputs?: Home_Contact_SendingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_SendingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_sending(inputs)
	return en_home_contact_sending(inputs)
});
