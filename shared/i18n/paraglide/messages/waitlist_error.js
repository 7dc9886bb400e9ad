/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_ErrorInputs */

const en_waitlist_error = /** @type {(inputs: Waitlist_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load your waitlist`)
};

const bn_waitlist_error = /** @type {(inputs: Waitlist_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ওয়েটলিস্ট লোড করা যায়নি`)
};

/**
* | output |
* | --- |
* | "Could not load your waitlist" |
*
* @param {Waitlist_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_error = /** @type {((inputs?: Waitlist_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_error(inputs)
	return en_waitlist_error(inputs)
});
