/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Venue_FallbackInputs */

const en_class_page_venue_fallback = /** @type {(inputs: Class_Page_Venue_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a branch to be announced`)
};

const bn_class_page_venue_fallback = /** @type {(inputs: Class_Page_Venue_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যে শাখা পরে জানানো হবে`)
};

/**
* | output |
* | --- |
* | "a branch to be announced" |
*
* @param {Class_Page_Venue_FallbackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_venue_fallback = /** @type {((inputs?: Class_Page_Venue_FallbackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Venue_FallbackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_venue_fallback(inputs)
	return en_class_page_venue_fallback(inputs)
});
