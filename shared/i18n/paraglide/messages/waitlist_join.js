/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_JoinInputs */

const en_waitlist_join = /** @type {(inputs: Waitlist_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join waitlist`)
};

const bn_waitlist_join = /** @type {(inputs: Waitlist_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্টে যোগ দিন`)
};

/**
* | output |
* | --- |
* | "Join waitlist" |
*
* @param {Waitlist_JoinInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_join = /** @type {((inputs?: Waitlist_JoinInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_JoinInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_join(inputs)
	return en_waitlist_join(inputs)
});
