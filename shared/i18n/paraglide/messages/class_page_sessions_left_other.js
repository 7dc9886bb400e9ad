/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Class_Page_Sessions_Left_OtherInputs */

const en_class_page_sessions_left_other = /** @type {(inputs: Class_Page_Sessions_Left_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sessions left`)
};

const bn_class_page_sessions_left_other = /** @type {(inputs: Class_Page_Sessions_Left_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আর ${i?.count}টি সেশন বাকি`)
};

/**
* | output |
* | --- |
* | "{count} sessions left" |
*
* @param {Class_Page_Sessions_Left_OtherInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_sessions_left_other = /** @type {((inputs: Class_Page_Sessions_Left_OtherInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Sessions_Left_OtherInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_sessions_left_other(inputs)
	return en_class_page_sessions_left_other(inputs)
});
