/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Decline_ConfirmInputs */

const en_waitlist_decline_confirm = /** @type {(inputs: Waitlist_Decline_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, decline`)
};

const bn_waitlist_decline_confirm = /** @type {(inputs: Waitlist_Decline_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হ্যাঁ, ফিরিয়ে দিন`)
};

/**
* | output |
* | --- |
* | "Yes, decline" |
*
* @param {Waitlist_Decline_ConfirmInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_decline_confirm = /** @type {((inputs?: Waitlist_Decline_ConfirmInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Decline_ConfirmInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_decline_confirm(inputs)
	return en_waitlist_decline_confirm(inputs)
});
