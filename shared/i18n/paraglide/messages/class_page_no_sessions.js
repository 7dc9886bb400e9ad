/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_No_SessionsInputs */

const en_class_page_no_sessions = /** @type {(inputs: Class_Page_No_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sessions have been scheduled yet.`)
};

const bn_class_page_no_sessions = /** @type {(inputs: Class_Page_No_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো সেশন ঠিক করা হয়নি।`)
};

/**
* | output |
* | --- |
* | "No sessions have been scheduled yet." |
*
* @param {Class_Page_No_SessionsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_no_sessions = /** @type {((inputs?: Class_Page_No_SessionsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_No_SessionsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_no_sessions(inputs)
	return en_class_page_no_sessions(inputs)
});
