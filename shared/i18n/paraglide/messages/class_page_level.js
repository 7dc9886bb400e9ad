/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_LevelInputs */

const en_class_page_level = /** @type {(inputs: Class_Page_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level`)
};

const bn_class_page_level = /** @type {(inputs: Class_Page_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লেভেল`)
};

/**
* | output |
* | --- |
* | "Level" |
*
* @param {Class_Page_LevelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_level = /** @type {((inputs?: Class_Page_LevelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_LevelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_level(inputs)
	return en_class_page_level(inputs)
});
