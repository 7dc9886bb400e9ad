/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_Session_CancelledInputs */

const en_class_page_session_cancelled = /** @type {(inputs: Class_Page_Session_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const bn_class_page_session_cancelled = /** @type {(inputs: Class_Page_Session_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাতিল`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Class_Page_Session_CancelledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_session_cancelled = /** @type {((inputs?: Class_Page_Session_CancelledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_Session_CancelledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_session_cancelled(inputs)
	return en_class_page_session_cancelled(inputs)
});
