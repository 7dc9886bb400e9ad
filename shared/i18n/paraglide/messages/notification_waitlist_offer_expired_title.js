/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Waitlist_Offer_Expired_TitleInputs */

const en_notification_waitlist_offer_expired_title = /** @type {(inputs: Notification_Waitlist_Offer_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your offer ran out`)
};

const bn_notification_waitlist_offer_expired_title = /** @type {(inputs: Notification_Waitlist_Offer_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার অফারের সময় শেষ`)
};

/**
* | output |
* | --- |
* | "Your offer ran out" |
*
* @param {Notification_Waitlist_Offer_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_waitlist_offer_expired_title = /** @type {((inputs?: Notification_Waitlist_Offer_Expired_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Waitlist_Offer_Expired_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_waitlist_offer_expired_title(inputs)
	return en_notification_waitlist_offer_expired_title(inputs)
});
