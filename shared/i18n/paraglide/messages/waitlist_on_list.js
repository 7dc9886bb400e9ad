/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_On_ListInputs */

const en_waitlist_on_list = /** @type {(inputs: Waitlist_On_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the waitlist`)
};

const bn_waitlist_on_list = /** @type {(inputs: Waitlist_On_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্টে আছেন`)
};

/**
* | output |
* | --- |
* | "On the waitlist" |
*
* @param {Waitlist_On_ListInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_on_list = /** @type {((inputs?: Waitlist_On_ListInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_On_ListInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_on_list(inputs)
	return en_waitlist_on_list(inputs)
});
