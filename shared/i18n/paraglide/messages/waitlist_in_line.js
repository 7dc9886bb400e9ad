/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_In_LineInputs */

const en_waitlist_in_line = /** @type {(inputs: Waitlist_In_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are in line`)
};

const bn_waitlist_in_line = /** @type {(inputs: Waitlist_In_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি লাইনে আছেন`)
};

/**
* | output |
* | --- |
* | "You are in line" |
*
* @param {Waitlist_In_LineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_in_line = /** @type {((inputs?: Waitlist_In_LineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_In_LineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_in_line(inputs)
	return en_waitlist_in_line(inputs)
});
