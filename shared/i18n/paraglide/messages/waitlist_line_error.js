/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Line_ErrorInputs */

const en_waitlist_line_error = /** @type {(inputs: Waitlist_Line_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the waitlist`)
};

const bn_waitlist_line_error = /** @type {(inputs: Waitlist_Line_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্ট লোড করা যায়নি`)
};

/**
* | output |
* | --- |
* | "Could not load the waitlist" |
*
* @param {Waitlist_Line_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_line_error = /** @type {((inputs?: Waitlist_Line_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Line_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_line_error(inputs)
	return en_waitlist_line_error(inputs)
});
