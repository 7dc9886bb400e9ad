/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Show_NextInputs */

const en_class_page_show_next = /** @type {(inputs: Class_Page_Show_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the next sessions only`)
};

const bn_class_page_show_next = /** @type {(inputs: Class_Page_Show_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শুধু পরের সেশনগুলো দেখুন`)
};

/**
* | output |
* | --- |
* | "Show the next sessions only" |
*
* @param {Class_Page_Show_NextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_show_next = /** @type {((inputs?: Class_Page_Show_NextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Show_NextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_show_next(inputs)
	return en_class_page_show_next(inputs)
});
