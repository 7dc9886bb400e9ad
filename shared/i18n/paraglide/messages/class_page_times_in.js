/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Class_Page_Times_InInputs */

const en_class_page_times_in = /** @type {(inputs: Class_Page_Times_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All times are ${i?.zone}.`)
};

const bn_class_page_times_in = /** @type {(inputs: Class_Page_Times_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সব সময় ${i?.zone} অনুযায়ী।`)
};

/**
* | output |
* | --- |
* | "All times are {zone}." |
*
* @param {Class_Page_Times_InInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_times_in = /** @type {((inputs: Class_Page_Times_InInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Times_InInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_times_in(inputs)
	return en_class_page_times_in(inputs)
});
