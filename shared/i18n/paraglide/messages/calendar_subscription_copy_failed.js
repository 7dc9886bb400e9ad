/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_Copy_FailedInputs */

const en_calendar_subscription_copy_failed = /** @type {(inputs: Calendar_Subscription_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy: select the address and copy it yourself.`)
};

const bn_calendar_subscription_copy_failed = /** @type {(inputs: Calendar_Subscription_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কপি করা গেল না: ঠিকানাটি সিলেক্ট করে নিজে কপি করুন।`)
};

/**
* | output |
* | --- |
* | "Could not copy: select the address and copy it yourself." |
*
* @param {Calendar_Subscription_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_copy_failed = /** @type {((inputs?: Calendar_Subscription_Copy_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_Copy_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_copy_failed(inputs)
	return en_calendar_subscription_copy_failed(inputs)
});
