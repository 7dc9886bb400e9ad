/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Saved_CatalogueInputs */

const en_class_page_saved_catalogue = /** @type {(inputs: Class_Page_Saved_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the saved classes`)
};

const bn_class_page_saved_catalogue = /** @type {(inputs: Class_Page_Saved_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেভ করা ক্লাসগুলো দেখুন`)
};

/**
* | output |
* | --- |
* | "See the saved classes" |
*
* @param {Class_Page_Saved_CatalogueInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_saved_catalogue = /** @type {((inputs?: Class_Page_Saved_CatalogueInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Saved_CatalogueInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_saved_catalogue(inputs)
	return en_class_page_saved_catalogue(inputs)
});
