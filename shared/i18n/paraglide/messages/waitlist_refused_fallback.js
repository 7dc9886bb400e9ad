/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Refused_FallbackInputs */

const en_waitlist_refused_fallback = /** @type {(inputs: Waitlist_Refused_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused this change.`)
};

const bn_waitlist_refused_fallback = /** @type {(inputs: Waitlist_Refused_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সার্ভার এই পরিবর্তনটি নেয়নি।`)
};

/**
* | output |
* | --- |
* | "The server refused this change." |
*
* @param {Waitlist_Refused_FallbackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_refused_fallback = /** @type {((inputs?: Waitlist_Refused_FallbackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Refused_FallbackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_refused_fallback(inputs)
	return en_waitlist_refused_fallback(inputs)
});
