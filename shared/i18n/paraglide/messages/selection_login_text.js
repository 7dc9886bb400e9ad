/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Login_TextInputs */

const en_selection_login_text = /** @type {(inputs: Selection_Login_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in or create a free account, then pick up right where you left off.`)
};

const bn_selection_login_text = /** @type {(inputs: Selection_Login_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লগইন করুন বা ফ্রি অ্যাকাউন্ট খুলুন, তারপর যেখানে ছিলেন সেখান থেকেই আবার শুরু করুন।`)
};

/**
* | output |
* | --- |
* | "Log in or create a free account, then pick up right where you left off." |
*
* @param {Selection_Login_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_login_text = /** @type {((inputs?: Selection_Login_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Login_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_login_text(inputs)
	return en_selection_login_text(inputs)
});
