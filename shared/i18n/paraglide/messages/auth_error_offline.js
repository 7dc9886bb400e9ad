/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_OfflineInputs */

const en_auth_error_offline = /** @type {(inputs: Auth_Error_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You appear to be offline. Check your connection and try again.`)
};

const bn_auth_error_offline = /** @type {(inputs: Auth_Error_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মনে হচ্ছে আপনি অফলাইনে আছেন। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "You appear to be offline. Check your connection and try again." |
*
* @param {Auth_Error_OfflineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_error_offline = /** @type {((inputs?: Auth_Error_OfflineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_OfflineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_error_offline(inputs)
	return en_auth_error_offline(inputs)
});
