/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Error_Waitlist_Offers_Over_Hold_LimitInputs */

const en_error_waitlist_offers_over_hold_limit = /** @type {(inputs: Error_Waitlist_Offers_Over_Hold_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats offered to you from waitlists count toward the ${i?.max} classes you can hold at once, and with this selection you would hold ${i?.count}. Pay for or decline an offer, or remove classes from your selection.`)
};

const bn_error_waitlist_offers_over_hold_limit = /** @type {(inputs: Error_Waitlist_Offers_Over_Hold_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্ট থেকে আপনাকে দেওয়া অফারের সিটও একসাথে রাখা যায় এমন ${i?.max}টি ক্লাসের মধ্যে গোনা হয়, আর এই সিলেকশনে আপনার হবে ${i?.count}টি। একটি অফারের পেমেন্ট করুন বা অফারটি ছেড়ে দিন, অথবা সিলেকশন থেকে কিছু ক্লাস সরিয়ে দিন।`)
};

/**
* | output |
* | --- |
* | "Seats offered to you from waitlists count toward the {max} classes you can hold at once, and with this selection you would hold {count}. Pay for or decline a..." |
*
* @param {Error_Waitlist_Offers_Over_Hold_LimitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_waitlist_offers_over_hold_limit = /** @type {((inputs: Error_Waitlist_Offers_Over_Hold_LimitInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Waitlist_Offers_Over_Hold_LimitInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_waitlist_offers_over_hold_limit(inputs)
	return en_error_waitlist_offers_over_hold_limit(inputs)
});
