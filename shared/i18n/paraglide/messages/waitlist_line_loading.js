/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Line_LoadingInputs */

const en_waitlist_line_loading = /** @type {(inputs: Waitlist_Line_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the waitlist`)
};

const bn_waitlist_line_loading = /** @type {(inputs: Waitlist_Line_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্ট লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading the waitlist" |
*
* @param {Waitlist_Line_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_line_loading = /** @type {((inputs?: Waitlist_Line_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Line_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_line_loading(inputs)
	return en_waitlist_line_loading(inputs)
});
