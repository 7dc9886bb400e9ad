/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Line_HeadingInputs */

const en_waitlist_line_heading = /** @type {(inputs: Waitlist_Line_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlist`)
};

const bn_waitlist_line_heading = /** @type {(inputs: Waitlist_Line_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্ট`)
};

/**
* | output |
* | --- |
* | "Waitlist" |
*
* @param {Waitlist_Line_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_line_heading = /** @type {((inputs?: Waitlist_Line_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Line_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_line_heading(inputs)
	return en_waitlist_line_heading(inputs)
});
