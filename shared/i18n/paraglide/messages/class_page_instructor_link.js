/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Class_Page_Instructor_LinkInputs */

const en_class_page_instructor_link = /** @type {(inputs: Class_Page_Instructor_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See ${i?.name} among our instructors`)
};

const bn_class_page_instructor_link = /** @type {(inputs: Class_Page_Instructor_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আমাদের ইনস্ট্রাক্টরদের মধ্যে ${i?.name}-কে দেখুন`)
};

/**
* | output |
* | --- |
* | "See {name} among our instructors" |
*
* @param {Class_Page_Instructor_LinkInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_instructor_link = /** @type {((inputs: Class_Page_Instructor_LinkInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Instructor_LinkInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_instructor_link(inputs)
	return en_class_page_instructor_link(inputs)
});
