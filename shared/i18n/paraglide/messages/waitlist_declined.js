/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_DeclinedInputs */

const en_waitlist_declined = /** @type {(inputs: Waitlist_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You declined the seat`)
};

const bn_waitlist_declined = /** @type {(inputs: Waitlist_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি সিটটি ফিরিয়ে দিয়েছেন`)
};

/**
* | output |
* | --- |
* | "You declined the seat" |
*
* @param {Waitlist_DeclinedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_declined = /** @type {((inputs?: Waitlist_DeclinedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_DeclinedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_declined(inputs)
	return en_waitlist_declined(inputs)
});
