/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Settings_Kind_Waitlist_Offer_ExpiredInputs */

const en_notification_settings_kind_waitlist_offer_expired = /** @type {(inputs: Notification_Settings_Kind_Waitlist_Offer_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An offer that ran out`)
};

const bn_notification_settings_kind_waitlist_offer_expired = /** @type {(inputs: Notification_Settings_Kind_Waitlist_Offer_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অফারের সময় শেষ`)
};

/**
* | output |
* | --- |
* | "An offer that ran out" |
*
* @param {Notification_Settings_Kind_Waitlist_Offer_ExpiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_settings_kind_waitlist_offer_expired = /** @type {((inputs?: Notification_Settings_Kind_Waitlist_Offer_ExpiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Settings_Kind_Waitlist_Offer_ExpiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_settings_kind_waitlist_offer_expired(inputs)
	return en_notification_settings_kind_waitlist_offer_expired(inputs)
});
