/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Class_Page_Show_AllInputs */

const en_class_page_show_all = /** @type {(inputs: Class_Page_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show all ${i?.count} sessions`)
};

const bn_class_page_show_all = /** @type {(inputs: Class_Page_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সব ${i?.count}টি সেশন দেখুন`)
};

/**
* | output |
* | --- |
* | "Show all {count} sessions" |
*
* @param {Class_Page_Show_AllInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_show_all = /** @type {((inputs: Class_Page_Show_AllInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Show_AllInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_show_all(inputs)
	return en_class_page_show_all(inputs)
});
