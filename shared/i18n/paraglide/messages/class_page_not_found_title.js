/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Not_Found_TitleInputs */

const en_class_page_not_found_title = /** @type {(inputs: Class_Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class not found`)
};

const bn_class_page_not_found_title = /** @type {(inputs: Class_Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসটি পাওয়া যায়নি`)
};

/**
* | output |
* | --- |
* | "Class not found" |
*
* @param {Class_Page_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_not_found_title = /** @type {((inputs?: Class_Page_Not_Found_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Not_Found_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_not_found_title(inputs)
	return en_class_page_not_found_title(inputs)
});
