/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Home_Contact_ThanksInputs */

const en_home_contact_thanks = /** @type {(inputs: Home_Contact_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you! Your message has been sent. We will reply to ${i?.email} within two working days.`)
};

const bn_home_contact_thanks = /** @type {(inputs: Home_Contact_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ধন্যবাদ! আপনার মেসেজ পাঠানো হয়েছে। দুই কর্মদিবসের মধ্যে আমরা ${i?.email} ঠিকানায় উত্তর দেব।`)
};

/**
* | output |
* | --- |
* | "Thank you! Your message has been sent. We will reply to {email} within two working days." |
*
* @param {Home_Contact_ThanksInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_contact_thanks = /** @type {((inputs: Home_Contact_ThanksInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_ThanksInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_contact_thanks(inputs)
	return en_home_contact_thanks(inputs)
});
