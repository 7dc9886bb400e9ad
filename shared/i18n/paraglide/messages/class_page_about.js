/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_AboutInputs */

const en_class_page_about = /** @type {(inputs: Class_Page_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About this class`)
};

const bn_class_page_about = /** @type {(inputs: Class_Page_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাস সম্পর্কে`)
};

/**
* | output |
* | --- |
* | "About this class" |
*
* @param {Class_Page_AboutInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_about = /** @type {((inputs?: Class_Page_AboutInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_AboutInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_about(inputs)
	return en_class_page_about(inputs)
});
