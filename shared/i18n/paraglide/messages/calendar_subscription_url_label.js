/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_Url_LabelInputs */

const en_calendar_subscription_url_label = /** @type {(inputs: Calendar_Subscription_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your calendar address`)
};

const bn_calendar_subscription_url_label = /** @type {(inputs: Calendar_Subscription_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ক্যালেন্ডার ঠিকানা`)
};

/**
* | output |
* | --- |
* | "Your calendar address" |
*
* @param {Calendar_Subscription_Url_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_url_label = /** @type {((inputs?: Calendar_Subscription_Url_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_Url_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_url_label(inputs)
	return en_calendar_subscription_url_label(inputs)
});
