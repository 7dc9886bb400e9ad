/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_FullInputs */

const en_class_page_full = /** @type {(inputs: Class_Page_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

const bn_class_page_full = /** @type {(inputs: Class_Page_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিট নেই`)
};

/**
* | output |
* | --- |
* | "Full" |
*
* @param {Class_Page_FullInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_full = /** @type {((inputs?: Class_Page_FullInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_FullInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_full(inputs)
	return en_class_page_full(inputs)
});
