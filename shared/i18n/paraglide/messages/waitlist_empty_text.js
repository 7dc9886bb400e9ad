/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Empty_TextInputs */

const en_waitlist_empty_text = /** @type {(inputs: Waitlist_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When a class has no seats left, join its waitlist from the class's card or page.`)
};

const bn_waitlist_empty_text = /** @type {(inputs: Waitlist_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোনো ক্লাসে সিট না থাকলে ক্লাসের কার্ড বা পেজ থেকে তার ওয়েটলিস্টে যোগ দিন।`)
};

/**
* | output |
* | --- |
* | "When a class has no seats left, join its waitlist from the class's card or page." |
*
* @param {Waitlist_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_empty_text = /** @type {((inputs?: Waitlist_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_empty_text(inputs)
	return en_waitlist_empty_text(inputs)
});
