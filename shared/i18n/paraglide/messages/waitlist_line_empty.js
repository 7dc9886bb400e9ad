/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Line_EmptyInputs */

const en_waitlist_line_empty = /** @type {(inputs: Waitlist_Line_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one is waiting for a seat`)
};

const bn_waitlist_line_empty = /** @type {(inputs: Waitlist_Line_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিটের জন্য কেউ অপেক্ষায় নেই`)
};

/**
* | output |
* | --- |
* | "No one is waiting for a seat" |
*
* @param {Waitlist_Line_EmptyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_line_empty = /** @type {((inputs?: Waitlist_Line_EmptyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Line_EmptyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_line_empty(inputs)
	return en_waitlist_line_empty(inputs)
});
