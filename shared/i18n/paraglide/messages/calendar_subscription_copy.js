/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_CopyInputs */

const en_calendar_subscription_copy = /** @type {(inputs: Calendar_Subscription_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

const bn_calendar_subscription_copy = /** @type {(inputs: Calendar_Subscription_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কপি করুন`)
};

/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Calendar_Subscription_CopyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_copy = /** @type {((inputs?: Calendar_Subscription_CopyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_CopyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_copy(inputs)
	return en_calendar_subscription_copy(inputs)
});
