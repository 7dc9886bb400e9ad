/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_ReplacedInputs */

const en_calendar_subscription_replaced = /** @type {(inputs: Calendar_Subscription_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New address made: the old one no longer works.`)
};

const bn_calendar_subscription_replaced = /** @type {(inputs: Calendar_Subscription_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন ঠিকানা তৈরি হয়েছে: পুরোনোটি আর কাজ করবে না।`)
};

/**
* | output |
* | --- |
* | "New address made: the old one no longer works." |
*
* @param {Calendar_Subscription_ReplacedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_replaced = /** @type {((inputs?: Calendar_Subscription_ReplacedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_ReplacedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_replaced(inputs)
	return en_calendar_subscription_replaced(inputs)
});
