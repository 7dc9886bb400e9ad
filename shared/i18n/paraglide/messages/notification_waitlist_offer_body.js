/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown>, date: NonNullable<unknown>, time: NonNullable<unknown> }} Notification_Waitlist_Offer_BodyInputs */

const en_notification_waitlist_offer_body = /** @type {(inputs: Notification_Waitlist_Offer_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A seat in ${i?.className} is held for you until ${i?.date}, ${i?.time}. Pay for it before then.`)
};

const bn_notification_waitlist_offer_body = /** @type {(inputs: Notification_Waitlist_Offer_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} ক্লাসে আপনার জন্য একটি সিট ${i?.date}, ${i?.time} পর্যন্ত রাখা আছে। এর আগে পেমেন্ট করুন।`)
};

/**
* | output |
* | --- |
* | "A seat in {className} is held for you until {date}, {time}. Pay for it before then." |
*
* @param {Notification_Waitlist_Offer_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_waitlist_offer_body = /** @type {((inputs: Notification_Waitlist_Offer_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_Waitlist_Offer_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_waitlist_offer_body(inputs)
	return en_notification_waitlist_offer_body(inputs)
});
