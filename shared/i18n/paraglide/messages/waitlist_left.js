/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_LeftInputs */

const en_waitlist_left = /** @type {(inputs: Waitlist_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You left the waitlist`)
};

const bn_waitlist_left = /** @type {(inputs: Waitlist_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি ওয়েটলিস্ট ছেড়ে দিয়েছেন`)
};

/**
* | output |
* | --- |
* | "You left the waitlist" |
*
* @param {Waitlist_LeftInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_left = /** @type {((inputs?: Waitlist_LeftInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_LeftInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_left(inputs)
	return en_waitlist_left(inputs)
});
