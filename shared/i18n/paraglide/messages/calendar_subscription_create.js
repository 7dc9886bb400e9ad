/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_CreateInputs */

const en_calendar_subscription_create = /** @type {(inputs: Calendar_Subscription_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make my calendar address`)
};

const bn_calendar_subscription_create = /** @type {(inputs: Calendar_Subscription_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার ক্যালেন্ডার ঠিকানা তৈরি করুন`)
};

/**
* | output |
* | --- |
* | "Make my calendar address" |
*
* @param {Calendar_Subscription_CreateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_create = /** @type {((inputs?: Calendar_Subscription_CreateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_CreateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_create(inputs)
	return en_calendar_subscription_create(inputs)
});
