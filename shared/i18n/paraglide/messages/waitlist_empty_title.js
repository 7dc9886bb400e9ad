/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Empty_TitleInputs */

const en_waitlist_empty_title = /** @type {(inputs: Waitlist_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not on any waitlist`)
};

const bn_waitlist_empty_title = /** @type {(inputs: Waitlist_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি কোনো ওয়েটলিস্টে নেই`)
};

/**
* | output |
* | --- |
* | "You are not on any waitlist" |
*
* @param {Waitlist_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_empty_title = /** @type {((inputs?: Waitlist_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_empty_title(inputs)
	return en_waitlist_empty_title(inputs)
});
