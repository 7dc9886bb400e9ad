/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_All_Sessions_HeadingInputs */

const en_class_page_all_sessions_heading = /** @type {(inputs: Class_Page_All_Sessions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All sessions`)
};

const bn_class_page_all_sessions_heading = /** @type {(inputs: Class_Page_All_Sessions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব সেশন`)
};

/**
* | output |
* | --- |
* | "All sessions" |
*
* @param {Class_Page_All_Sessions_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_all_sessions_heading = /** @type {((inputs?: Class_Page_All_Sessions_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_All_Sessions_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_all_sessions_heading(inputs)
	return en_class_page_all_sessions_heading(inputs)
});
