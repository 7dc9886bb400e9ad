/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_KeepInputs */

const en_calendar_subscription_keep = /** @type {(inputs: Calendar_Subscription_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the old one`)
};

const bn_calendar_subscription_keep = /** @type {(inputs: Calendar_Subscription_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুরোনোটাই রাখুন`)
};

/**
* | output |
* | --- |
* | "Keep the old one" |
*
* @param {Calendar_Subscription_KeepInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_keep = /** @type {((inputs?: Calendar_Subscription_KeepInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_KeepInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_keep(inputs)
	return en_calendar_subscription_keep(inputs)
});
