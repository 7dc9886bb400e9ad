/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notification_Waitlist_Offer_TitleInputs */

const en_notification_waitlist_offer_title = /** @type {(inputs: Notification_Waitlist_Offer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A seat is yours to take`)
};

const bn_notification_waitlist_offer_title = /** @type {(inputs: Notification_Waitlist_Offer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার জন্য একটি সিট রাখা আছে`)
};

/**
* | output |
* | --- |
* | "A seat is yours to take" |
*
* @param {Notification_Waitlist_Offer_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_waitlist_offer_title = /** @type {((inputs?: Notification_Waitlist_Offer_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Waitlist_Offer_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_waitlist_offer_title(inputs)
	return en_notification_waitlist_offer_title(inputs)
});
