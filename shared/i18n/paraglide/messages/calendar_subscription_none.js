/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_NoneInputs */

const en_calendar_subscription_none = /** @type {(inputs: Calendar_Subscription_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no calendar address yet.`)
};

const bn_calendar_subscription_none = /** @type {(inputs: Calendar_Subscription_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার এখনো কোনো ক্যালেন্ডার ঠিকানা নেই।`)
};

/**
* | output |
* | --- |
* | "You have no calendar address yet." |
*
* @param {Calendar_Subscription_NoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_none = /** @type {((inputs?: Calendar_Subscription_NoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_NoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_none(inputs)
	return en_calendar_subscription_none(inputs)
});
