/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Class_Page_Enrolled_OneInputs */

const en_class_page_enrolled_one = /** @type {(inputs: Class_Page_Enrolled_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} student enrolled`)
};

const bn_class_page_enrolled_one = /** @type {(inputs: Class_Page_Enrolled_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} জন শিক্ষার্থী ভর্তি হয়েছে`)
};

/**
* | output |
* | --- |
* | "{count} student enrolled" |
*
* @param {Class_Page_Enrolled_OneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_enrolled_one = /** @type {((inputs: Class_Page_Enrolled_OneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Enrolled_OneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_enrolled_one(inputs)
	return en_class_page_enrolled_one(inputs)
});
