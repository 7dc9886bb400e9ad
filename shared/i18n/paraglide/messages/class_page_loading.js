/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_LoadingInputs */

const en_class_page_loading = /** @type {(inputs: Class_Page_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the class`)
};

const bn_class_page_loading = /** @type {(inputs: Class_Page_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসটি লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading the class" |
*
* @param {Class_Page_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_loading = /** @type {((inputs?: Class_Page_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_loading(inputs)
	return en_class_page_loading(inputs)
});
