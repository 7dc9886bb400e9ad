/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_DeclineInputs */

const en_waitlist_decline = /** @type {(inputs: Waitlist_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const bn_waitlist_decline = /** @type {(inputs: Waitlist_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিরিয়ে দিন`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Waitlist_DeclineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_decline = /** @type {((inputs?: Waitlist_DeclineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_DeclineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_decline(inputs)
	return en_waitlist_decline(inputs)
});
