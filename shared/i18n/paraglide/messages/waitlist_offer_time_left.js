/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Offer_Time_LeftInputs */

const en_waitlist_offer_time_left = /** @type {(inputs: Waitlist_Offer_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time left:`)
};

const bn_waitlist_offer_time_left = /** @type {(inputs: Waitlist_Offer_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাকি সময়:`)
};

/**
* | output |
* | --- |
* | "Time left:" |
*
* @param {Waitlist_Offer_Time_LeftInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_offer_time_left = /** @type {((inputs?: Waitlist_Offer_Time_LeftInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Offer_Time_LeftInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_offer_time_left(inputs)
	return en_waitlist_offer_time_left(inputs)
});
