/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_Replace_BodyInputs */

const en_calendar_subscription_replace_body = /** @type {(inputs: Calendar_Subscription_Replace_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old address stops working at once: calendars subscribed to it get no more sessions. Subscribe again with the new one.`)
};

const bn_calendar_subscription_replace_body = /** @type {(inputs: Calendar_Subscription_Replace_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুরোনো ঠিকানা সাথে সাথে বন্ধ হয়ে যাবে: সেটিতে সাবস্ক্রাইব করা ক্যালেন্ডারে আর কোনো সেশন আসবে না। নতুন ঠিকানা দিয়ে আবার সাবস্ক্রাইব করুন।`)
};

/**
* | output |
* | --- |
* | "The old address stops working at once: calendars subscribed to it get no more sessions. Subscribe again with the new one." |
*
* @param {Calendar_Subscription_Replace_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_replace_body = /** @type {((inputs?: Calendar_Subscription_Replace_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_Replace_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_replace_body(inputs)
	return en_calendar_subscription_replace_body(inputs)
});
