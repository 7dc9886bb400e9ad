/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_SubscribeInputs */

const en_calendar_subscription_subscribe = /** @type {(inputs: Calendar_Subscription_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const bn_calendar_subscription_subscribe = /** @type {(inputs: Calendar_Subscription_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সাবস্ক্রাইব করুন`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Calendar_Subscription_SubscribeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_subscribe = /** @type {((inputs?: Calendar_Subscription_SubscribeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_SubscribeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_subscribe(inputs)
	return en_calendar_subscription_subscribe(inputs)
});
