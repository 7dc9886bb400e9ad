/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Class_Page_PhotoInputs */

const en_class_page_photo = /** @type {(inputs: Class_Page_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo of ${i?.name}`)
};

const bn_class_page_photo = /** @type {(inputs: Class_Page_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-এর ছবি`)
};

/**
* | output |
* | --- |
* | "Photo of {name}" |
*
* @param {Class_Page_PhotoInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_photo = /** @type {((inputs: Class_Page_PhotoInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_PhotoInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_photo(inputs)
	return en_class_page_photo(inputs)
});
