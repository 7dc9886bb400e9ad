/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_PrivateInputs */

const en_calendar_subscription_private = /** @type {(inputs: Calendar_Subscription_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone with this address can see your sessions: keep it to yourself.`)
};

const bn_calendar_subscription_private = /** @type {(inputs: Calendar_Subscription_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ঠিকানা যার কাছে থাকবে সে-ই আপনার সেশনগুলো দেখতে পাবে, তাই এটি কাউকে দেবেন না।`)
};

/**
* | output |
* | --- |
* | "Anyone with this address can see your sessions: keep it to yourself." |
*
* @param {Calendar_Subscription_PrivateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_private = /** @type {((inputs?: Calendar_Subscription_PrivateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_PrivateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_private(inputs)
	return en_calendar_subscription_private(inputs)
});
