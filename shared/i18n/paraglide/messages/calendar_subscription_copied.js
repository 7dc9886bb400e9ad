/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_CopiedInputs */

const en_calendar_subscription_copied = /** @type {(inputs: Calendar_Subscription_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address copied.`)
};

const bn_calendar_subscription_copied = /** @type {(inputs: Calendar_Subscription_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঠিকানা কপি হয়েছে।`)
};

/**
* | output |
* | --- |
* | "Address copied." |
*
* @param {Calendar_Subscription_CopiedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_copied = /** @type {((inputs?: Calendar_Subscription_CopiedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_CopiedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_copied(inputs)
	return en_calendar_subscription_copied(inputs)
});
