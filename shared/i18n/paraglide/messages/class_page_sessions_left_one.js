/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Class_Page_Sessions_Left_OneInputs */

const en_class_page_sessions_left_one = /** @type {(inputs: Class_Page_Sessions_Left_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} session left`)
};

const bn_class_page_sessions_left_one = /** @type {(inputs: Class_Page_Sessions_Left_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আর ${i?.count}টি সেশন বাকি`)
};

/**
* | output |
* | --- |
* | "{count} session left" |
*
* @param {Class_Page_Sessions_Left_OneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_sessions_left_one = /** @type {((inputs: Class_Page_Sessions_Left_OneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Sessions_Left_OneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_sessions_left_one(inputs)
	return en_class_page_sessions_left_one(inputs)
});
