/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown> }} Notification_Waitlist_Offer_Expired_BodyInputs */

const en_notification_waitlist_offer_expired_body = /** @type {(inputs: Notification_Waitlist_Offer_Expired_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The seat held for you in ${i?.className} was not paid for in time and has gone to the next in line.`)
};

const bn_notification_waitlist_offer_expired_body = /** @type {(inputs: Notification_Waitlist_Offer_Expired_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} ক্লাসে আপনার জন্য রাখা সিটের পেমেন্ট সময়মতো হয়নি, তাই সিটটি লাইনের পরের জনকে দেওয়া হয়েছে।`)
};

/**
* | output |
* | --- |
* | "The seat held for you in {className} was not paid for in time and has gone to the next in line." |
*
* @param {Notification_Waitlist_Offer_Expired_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_waitlist_offer_expired_body = /** @type {((inputs: Notification_Waitlist_Offer_Expired_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Waitlist_Offer_Expired_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_waitlist_offer_expired_body(inputs)
	return en_notification_waitlist_offer_expired_body(inputs)
});
