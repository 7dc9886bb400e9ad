/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_BrowseInputs */

const en_class_page_browse = /** @type {(inputs: Class_Page_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse classes`)
};

const bn_class_page_browse = /** @type {(inputs: Class_Page_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসগুলো দেখুন`)
};

/**
* | output |
* | --- |
* | "Browse classes" |
*
* @param {Class_Page_BrowseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_browse = /** @type {((inputs?: Class_Page_BrowseInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_BrowseInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_browse(inputs)
	return en_class_page_browse(inputs)
});
