/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_InstructorInputs */

const en_class_page_instructor = /** @type {(inputs: Class_Page_InstructorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor`)
};

const bn_class_page_instructor = /** @type {(inputs: Class_Page_InstructorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর`)
};

/**
* | output |
* | --- |
* | "Instructor" |
*
* @param {Class_Page_InstructorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_instructor = /** @type {((inputs?: Class_Page_InstructorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_InstructorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_instructor(inputs)
	return en_class_page_instructor(inputs)
});
