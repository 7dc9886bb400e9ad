/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Refused_TextInputs */

const en_waitlist_refused_text = /** @type {(inputs: Waitlist_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See why on My waitlist.`)
};

const bn_waitlist_refused_text = /** @type {(inputs: Waitlist_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কেন, তা 'আমার ওয়েটলিস্ট' পেজে দেখুন।`)
};

/**
* | output |
* | --- |
* | "See why on My waitlist." |
*
* @param {Waitlist_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_refused_text = /** @type {((inputs?: Waitlist_Refused_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Refused_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_refused_text(inputs)
	return en_waitlist_refused_text(inputs)
});
