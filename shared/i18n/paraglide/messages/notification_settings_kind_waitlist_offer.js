/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Kind_Waitlist_OfferInputs */

const en_notification_settings_kind_waitlist_offer = /** @type {(inputs: Notification_Settings_Kind_Waitlist_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A seat offered from the waitlist`)
};

const bn_notification_settings_kind_waitlist_offer = /** @type {(inputs: Notification_Settings_Kind_Waitlist_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্ট থেকে সিটের অফার`)
};

/**
* | output |
* | --- |
* | "A seat offered from the waitlist" |
*
* @param {Notification_Settings_Kind_Waitlist_OfferInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_kind_waitlist_offer = /** @type {((inputs?: Notification_Settings_Kind_Waitlist_OfferInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Kind_Waitlist_OfferInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_kind_waitlist_offer(inputs)
	return en_notification_settings_kind_waitlist_offer(inputs)
});
