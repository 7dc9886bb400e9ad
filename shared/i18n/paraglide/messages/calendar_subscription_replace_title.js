/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_Replace_TitleInputs */

const en_calendar_subscription_replace_title = /** @type {(inputs: Calendar_Subscription_Replace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace your calendar address?`)
};

const bn_calendar_subscription_replace_title = /** @type {(inputs: Calendar_Subscription_Replace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যালেন্ডার ঠিকানা বদলাবেন?`)
};

/**
* | output |
* | --- |
* | "Replace your calendar address?" |
*
* @param {Calendar_Subscription_Replace_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_replace_title = /** @type {((inputs?: Calendar_Subscription_Replace_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_Replace_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_replace_title(inputs)
	return en_calendar_subscription_replace_title(inputs)
});
