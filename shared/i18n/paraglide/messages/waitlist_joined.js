/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_JoinedInputs */

const en_waitlist_joined = /** @type {(inputs: Waitlist_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You joined the waitlist`)
};

const bn_waitlist_joined = /** @type {(inputs: Waitlist_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি ওয়েটলিস্টে যোগ দিয়েছেন`)
};

/**
* | output |
* | --- |
* | "You joined the waitlist" |
*
* @param {Waitlist_JoinedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_joined = /** @type {((inputs?: Waitlist_JoinedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_JoinedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_joined(inputs)
	return en_waitlist_joined(inputs)
});
