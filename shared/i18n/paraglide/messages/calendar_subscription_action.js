/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_ActionInputs */

const en_calendar_subscription_action = /** @type {(inputs: Calendar_Subscription_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Making or replacing the calendar address`)
};

const bn_calendar_subscription_action = /** @type {(inputs: Calendar_Subscription_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যালেন্ডার ঠিকানা তৈরি বা বদলানো`)
};

/**
* | output |
* | --- |
* | "Making or replacing the calendar address" |
*
* @param {Calendar_Subscription_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_action = /** @type {((inputs?: Calendar_Subscription_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_action(inputs)
	return en_calendar_subscription_action(inputs)
});
