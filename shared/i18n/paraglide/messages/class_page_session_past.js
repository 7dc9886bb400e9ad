/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Session_PastInputs */

const en_class_page_session_past = /** @type {(inputs: Class_Page_Session_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const bn_class_page_session_past = /** @type {(inputs: Class_Page_Session_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হয়ে গেছে`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Class_Page_Session_PastInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_session_past = /** @type {((inputs?: Class_Page_Session_PastInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Session_PastInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_session_past(inputs)
	return en_class_page_session_past(inputs)
});
