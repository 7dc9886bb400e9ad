/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_IntroInputs */

const en_calendar_subscription_intro = /** @type {(inputs: Calendar_Subscription_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to your private address in a calendar app and every session of your classes shows there, moved and cancelled ones included.`)
};

const bn_calendar_subscription_intro = /** @type {(inputs: Calendar_Subscription_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার প্রাইভেট ঠিকানাটি ক্যালেন্ডার অ্যাপে সাবস্ক্রাইব করুন, তাহলে আপনার ক্লাসের প্রতিটি সেশন সেখানে দেখাবে, সময় বদলানো বা বাতিল হওয়া সেশনও।`)
};

/**
* | output |
* | --- |
* | "Subscribe to your private address in a calendar app and every session of your classes shows there, moved and cancelled ones included." |
*
* @param {Calendar_Subscription_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_intro = /** @type {((inputs?: Calendar_Subscription_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_intro(inputs)
	return en_calendar_subscription_intro(inputs)
});
