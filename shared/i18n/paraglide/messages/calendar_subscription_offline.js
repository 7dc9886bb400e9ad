/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_OfflineInputs */

const en_calendar_subscription_offline = /** @type {(inputs: Calendar_Subscription_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Making or replacing the address needs an internet connection.`)
};

const bn_calendar_subscription_offline = /** @type {(inputs: Calendar_Subscription_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঠিকানা তৈরি করতে বা বদলাতে ইন্টারনেট সংযোগ লাগবে।`)
};

/**
* | output |
* | --- |
* | "Making or replacing the address needs an internet connection." |
*
* @param {Calendar_Subscription_OfflineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_offline = /** @type {((inputs?: Calendar_Subscription_OfflineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_OfflineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_offline(inputs)
	return en_calendar_subscription_offline(inputs)
});
