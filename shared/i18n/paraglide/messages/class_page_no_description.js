/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_No_DescriptionInputs */

const en_class_page_no_description = /** @type {(inputs: Class_Page_No_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The instructor has not written a description yet.`)
};

const bn_class_page_no_description = /** @type {(inputs: Class_Page_No_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর এখনো কোনো বিবরণ লেখেননি।`)
};

/**
* | output |
* | --- |
* | "The instructor has not written a description yet." |
*
* @param {Class_Page_No_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_no_description = /** @type {((inputs?: Class_Page_No_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_No_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_no_description(inputs)
	return en_class_page_no_description(inputs)
});
