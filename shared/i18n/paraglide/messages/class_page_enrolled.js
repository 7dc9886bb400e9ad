/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Class_Page_EnrolledInputs */

const en_class_page_enrolled = /** @type {(inputs: Class_Page_EnrolledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} students enrolled`)
};

const bn_class_page_enrolled = /** @type {(inputs: Class_Page_EnrolledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} জন শিক্ষার্থী ভর্তি হয়েছে`)
};

/**
* | output |
* | --- |
* | "{count} students enrolled" |
*
* @param {Class_Page_EnrolledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_enrolled = /** @type {((inputs: Class_Page_EnrolledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_EnrolledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_enrolled(inputs)
	return en_class_page_enrolled(inputs)
});
