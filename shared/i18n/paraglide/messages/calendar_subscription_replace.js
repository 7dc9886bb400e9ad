/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_ReplaceInputs */

const en_calendar_subscription_replace = /** @type {(inputs: Calendar_Subscription_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace link`)
};

const bn_calendar_subscription_replace = /** @type {(inputs: Calendar_Subscription_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লিংক বদলান`)
};

/**
* | output |
* | --- |
* | "Replace link" |
*
* @param {Calendar_Subscription_ReplaceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_replace = /** @type {((inputs?: Calendar_Subscription_ReplaceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_ReplaceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_replace(inputs)
	return en_calendar_subscription_replace(inputs)
});
