/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_OfflineInputs */

const en_error_client_offline = /** @type {(inputs: Error_Client_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You appear to be offline. Check your connection and try again.`)
};

const bn_error_client_offline = /** @type {(inputs: Error_Client_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মনে হচ্ছে আপনি অফলাইনে আছেন। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "You appear to be offline. Check your connection and try again." |
*
* @param {Error_Client_OfflineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_offline = /** @type {((inputs?: Error_Client_OfflineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_OfflineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_offline(inputs)
	return en_error_client_offline(inputs)
});
