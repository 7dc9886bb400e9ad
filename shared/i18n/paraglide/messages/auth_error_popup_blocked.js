/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Popup_BlockedInputs */

const en_auth_error_popup_blocked = /** @type {(inputs: Auth_Error_Popup_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser blocked the Google window. Allow pop-ups and try again.`)
};

const bn_auth_error_popup_blocked = /** @type {(inputs: Auth_Error_Popup_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ব্রাউজার Google-এর উইন্ডো আটকে দিয়েছে। পপ-আপ চালু করে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Your browser blocked the Google window. Allow pop-ups and try again." |
*
* @param {Auth_Error_Popup_BlockedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_error_popup_blocked = /** @type {((inputs?: Auth_Error_Popup_BlockedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Popup_BlockedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_error_popup_blocked(inputs)
	return en_auth_error_popup_blocked(inputs)
});
