/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Subscription_Replace_ConfirmInputs */

const en_calendar_subscription_replace_confirm = /** @type {(inputs: Calendar_Subscription_Replace_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace`)
};

const bn_calendar_subscription_replace_confirm = /** @type {(inputs: Calendar_Subscription_Replace_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বদলান`)
};

/**
* | output |
* | --- |
* | "Replace" |
*
* @param {Calendar_Subscription_Replace_ConfirmInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const calendar_subscription_replace_confirm = /** @type {((inputs?: Calendar_Subscription_Replace_ConfirmInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Subscription_Replace_ConfirmInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_calendar_subscription_replace_confirm(inputs)
	return en_calendar_subscription_replace_confirm(inputs)
});
