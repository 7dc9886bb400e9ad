/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Pay_OfflineInputs */

const en_error_pay_offline = /** @type {(inputs: Error_Pay_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Paying needs a connection.`)
};

const bn_error_pay_offline = /** @type {(inputs: Error_Pay_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি অফলাইনে আছেন। পেমেন্ট করতে ইন্টারনেট সংযোগ লাগবে।`)
};

/**
* | output |
* | --- |
* | "You are offline. Paying needs a connection." |
*
* @param {Error_Pay_OfflineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_pay_offline = /** @type {((inputs?: Error_Pay_OfflineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Pay_OfflineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_pay_offline(inputs)
	return en_error_pay_offline(inputs)
});
