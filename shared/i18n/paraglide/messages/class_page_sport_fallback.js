/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Sport_FallbackInputs */

const en_class_page_sport_fallback = /** @type {(inputs: Class_Page_Sport_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A class`)
};

const bn_class_page_sport_fallback = /** @type {(inputs: Class_Page_Sport_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একটি ক্লাস`)
};

/**
* | output |
* | --- |
* | "A class" |
*
* @param {Class_Page_Sport_FallbackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_sport_fallback = /** @type {((inputs?: Class_Page_Sport_FallbackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Sport_FallbackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_sport_fallback(inputs)
	return en_class_page_sport_fallback(inputs)
});
