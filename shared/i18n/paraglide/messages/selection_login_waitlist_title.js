/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Login_Waitlist_TitleInputs */

const en_selection_login_waitlist_title = /** @type {(inputs: Selection_Login_Waitlist_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in to join the waitlist`)
};

const bn_selection_login_waitlist_title = /** @type {(inputs: Selection_Login_Waitlist_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্টে যোগ দিতে লগইন করুন`)
};

/**
* | output |
* | --- |
* | "Log in to join the waitlist" |
*
* @param {Selection_Login_Waitlist_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_login_waitlist_title = /** @type {((inputs?: Selection_Login_Waitlist_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Login_Waitlist_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_login_waitlist_title(inputs)
	return en_selection_login_waitlist_title(inputs)
});
