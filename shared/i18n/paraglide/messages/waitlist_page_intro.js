/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Page_IntroInputs */

const en_waitlist_page_intro = /** @type {(inputs: Waitlist_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The full classes you are waiting for. When a seat frees up, it is held for the first in line for a while.`)
};

const bn_waitlist_page_intro = /** @type {(inputs: Waitlist_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যে ক্লাসগুলোতে সিট নেই আর আপনি অপেক্ষায় আছেন। সিট খালি হলে লাইনের প্রথম জনের জন্য কিছু সময় সেটি রাখা হয়।`)
};

/**
* | output |
* | --- |
* | "The full classes you are waiting for. When a seat frees up, it is held for the first in line for a while." |
*
* @param {Waitlist_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_page_intro = /** @type {((inputs?: Waitlist_Page_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Page_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_page_intro(inputs)
	return en_waitlist_page_intro(inputs)
});
