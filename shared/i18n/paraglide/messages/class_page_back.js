/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_BackInputs */

const en_class_page_back = /** @type {(inputs: Class_Page_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All classes`)
};

const bn_class_page_back = /** @type {(inputs: Class_Page_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব ক্লাস`)
};

/**
* | output |
* | --- |
* | "All classes" |
*
* @param {Class_Page_BackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_back = /** @type {((inputs?: Class_Page_BackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_BackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_back(inputs)
	return en_class_page_back(inputs)
});
