/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Offer_EndedInputs */

const en_waitlist_offer_ended = /** @type {(inputs: Waitlist_Offer_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The time to pay for this seat has run out.`)
};

const bn_waitlist_offer_ended = /** @type {(inputs: Waitlist_Offer_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সিটের পেমেন্টের সময় শেষ হয়ে গেছে।`)
};

/**
* | output |
* | --- |
* | "The time to pay for this seat has run out." |
*
* @param {Waitlist_Offer_EndedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_offer_ended = /** @type {((inputs?: Waitlist_Offer_EndedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Offer_EndedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_offer_ended(inputs)
	return en_waitlist_offer_ended(inputs)
});
