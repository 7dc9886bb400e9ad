/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Login_Waitlist_TextInputs */

const en_selection_login_waitlist_text = /** @type {(inputs: Selection_Login_Waitlist_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in or create a free account, then join the line for the next free seat from this page.`)
};

const bn_selection_login_waitlist_text = /** @type {(inputs: Selection_Login_Waitlist_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লগইন করুন বা ফ্রি অ্যাকাউন্ট খুলুন, তারপর এই পেজ থেকেই পরের খালি সিটের লাইনে দাঁড়ান।`)
};

/**
* | output |
* | --- |
* | "Log in or create a free account, then join the line for the next free seat from this page." |
*
* @param {Selection_Login_Waitlist_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_login_waitlist_text = /** @type {((inputs?: Selection_Login_Waitlist_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Login_Waitlist_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_login_waitlist_text(inputs)
	return en_selection_login_waitlist_text(inputs)
});
