/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Refused_TitleInputs */

const en_waitlist_refused_title = /** @type {(inputs: Waitlist_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A waitlist change could not be saved`)
};

const bn_waitlist_refused_title = /** @type {(inputs: Waitlist_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ওয়েটলিস্টের একটি পরিবর্তন সেভ করা যায়নি`)
};

/**
* | output |
* | --- |
* | "A waitlist change could not be saved" |
*
* @param {Waitlist_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_refused_title = /** @type {((inputs?: Waitlist_Refused_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Refused_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_refused_title(inputs)
	return en_waitlist_refused_title(inputs)
});
