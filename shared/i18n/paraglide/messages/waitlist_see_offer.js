/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_See_OfferInputs */

const en_waitlist_see_offer = /** @type {(inputs: Waitlist_See_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your offer`)
};

const bn_waitlist_see_offer = /** @type {(inputs: Waitlist_See_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার অফার দেখুন`)
};

/**
* | output |
* | --- |
* | "See your offer" |
*
* @param {Waitlist_See_OfferInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_see_offer = /** @type {((inputs?: Waitlist_See_OfferInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_See_OfferInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_see_offer(inputs)
	return en_waitlist_see_offer(inputs)
});
