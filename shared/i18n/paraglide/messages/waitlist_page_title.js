/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Page_TitleInputs */

const en_waitlist_page_title = /** @type {(inputs: Waitlist_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My waitlist`)
};

const bn_waitlist_page_title = /** @type {(inputs: Waitlist_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার ওয়েটলিস্ট`)
};

/**
* | output |
* | --- |
* | "My waitlist" |
*
* @param {Waitlist_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_page_title = /** @type {((inputs?: Waitlist_Page_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Page_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_page_title(inputs)
	return en_waitlist_page_title(inputs)
});
