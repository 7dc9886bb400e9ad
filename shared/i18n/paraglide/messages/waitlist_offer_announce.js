/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ className: NonNullable<unknown>, date: NonNullable<unknown>, time: NonNullable<unknown> }} Waitlist_Offer_AnnounceInputs */

const en_waitlist_offer_announce = /** @type {(inputs: Waitlist_Offer_AnnounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A seat is held for you in ${i?.className} until ${i?.date}, ${i?.time}.`)
};

const bn_waitlist_offer_announce = /** @type {(inputs: Waitlist_Offer_AnnounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.className} ক্লাসে ${i?.date}, ${i?.time} পর্যন্ত আপনার জন্য একটি সিট রাখা আছে।`)
};

/**
* | output |
* | --- |
* | "A seat is held for you in {className} until {date}, {time}." |
*
* @param {Waitlist_Offer_AnnounceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_offer_announce = /** @type {((inputs: Waitlist_Offer_AnnounceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Offer_AnnounceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_offer_announce(inputs)
	return en_waitlist_offer_announce(inputs)
});
