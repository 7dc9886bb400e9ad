/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, time: NonNullable<unknown> }} Waitlist_Offer_UntilInputs */

const en_waitlist_offer_until = /** @type {(inputs: Waitlist_Offer_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A seat is held for you until ${i?.date}, ${i?.time}`)
};

const bn_waitlist_offer_until = /** @type {(inputs: Waitlist_Offer_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.time} পর্যন্ত আপনার জন্য একটি সিট রাখা আছে`)
};

/**
* | output |
* | --- |
* | "A seat is held for you until {date}, {time}" |
*
* @param {Waitlist_Offer_UntilInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_offer_until = /** @type {((inputs: Waitlist_Offer_UntilInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Offer_UntilInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_offer_until(inputs)
	return en_waitlist_offer_until(inputs)
});
