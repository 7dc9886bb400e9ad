/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_Load_FailedInputs */

const en_calendar_subscription_load_failed = /** @type {(inputs: Calendar_Subscription_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your calendar address could not be loaded.`)
};

const bn_calendar_subscription_load_failed = /** @type {(inputs: Calendar_Subscription_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ক্যালেন্ডার ঠিকানা লোড করা গেল না।`)
};

/**
* | output |
* | --- |
* | "Your calendar address could not be loaded." |
*
* @param {Calendar_Subscription_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_load_failed = /** @type {((inputs?: Calendar_Subscription_Load_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_Load_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_load_failed(inputs)
	return en_calendar_subscription_load_failed(inputs)
});
