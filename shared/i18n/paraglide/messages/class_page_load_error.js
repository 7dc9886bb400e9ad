/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Load_ErrorInputs */

const en_class_page_load_error = /** @type {(inputs: Class_Page_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this class`)
};

const bn_class_page_load_error = /** @type {(inputs: Class_Page_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসটি লোড করা যায়নি`)
};

/**
* | output |
* | --- |
* | "We could not load this class" |
*
* @param {Class_Page_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_load_error = /** @type {((inputs?: Class_Page_Load_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Load_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_load_error(inputs)
	return en_class_page_load_error(inputs)
});
