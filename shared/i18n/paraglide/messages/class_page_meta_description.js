/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sport: NonNullable<unknown>, instructor: NonNullable<unknown>, venue: NonNullable<unknown>, price: NonNullable<unknown>, seats: NonNullable<unknown> }} Class_Page_Meta_DescriptionInputs */

const en_class_page_meta_description = /** @type {(inputs: Class_Page_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sport} with ${i?.instructor} at Sports Academy, ${i?.venue}: ${i?.price}, ${i?.seats} seats left.`)
};

const bn_class_page_meta_description = /** @type {(inputs: Class_Page_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`স্পোর্টস একাডেমি, ${i?.venue}-এ ${i?.instructor}-এর সাথে ${i?.sport}: ফি ${i?.price}, খালি সিট ${i?.seats}টি।`)
};

/**
* | output |
* | --- |
* | "{sport} with {instructor} at Sports Academy, {venue}: {price}, {seats} seats left." |
*
* @param {Class_Page_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_meta_description = /** @type {((inputs: Class_Page_Meta_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Meta_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_meta_description(inputs)
	return en_class_page_meta_description(inputs)
});
