/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Promise_OfflineInputs */

const en_auth_promise_offline = /** @type {(inputs: Auth_Promise_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select classes even when you are offline`)
};

const bn_auth_promise_offline = /** @type {(inputs: Auth_Promise_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অফলাইনেও ক্লাস সিলেক্ট করুন`)
};

/**
* | output |
* | --- |
* | "Select classes even when you are offline" |
*
* @param {Auth_Promise_OfflineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_promise_offline = /** @type {((inputs?: Auth_Promise_OfflineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Promise_OfflineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_promise_offline(inputs)
	return en_auth_promise_offline(inputs)
});
