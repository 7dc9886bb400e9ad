/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Full_HintInputs */

const en_waitlist_full_hint = /** @type {(inputs: Waitlist_Full_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No seats left. Join the line for the next free seat.`)
};

const bn_waitlist_full_hint = /** @type {(inputs: Waitlist_Full_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিট নেই। পরের খালি সিটের জন্য লাইনে দাঁড়ান।`)
};

/**
* | output |
* | --- |
* | "No seats left. Join the line for the next free seat." |
*
* @param {Waitlist_Full_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_full_hint = /** @type {((inputs?: Waitlist_Full_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Full_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_full_hint(inputs)
	return en_waitlist_full_hint(inputs)
});
