/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Page_Cursor_InvalidInputs */

const en_validation_page_cursor_invalid = /** @type {(inputs: Validation_Page_Cursor_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page cursor is not valid: start again from the first page.`)
};

const bn_validation_page_cursor_invalid = /** @type {(inputs: Validation_Page_Cursor_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেজ কার্সরটি সঠিক নয়: প্রথম পেজ থেকে আবার শুরু করুন।`)
};

/**
* | output |
* | --- |
* | "This page cursor is not valid: start again from the first page." |
*
* @param {Validation_Page_Cursor_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_page_cursor_invalid = /** @type {((inputs?: Validation_Page_Cursor_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Page_Cursor_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_page_cursor_invalid(inputs)
	return en_validation_page_cursor_invalid(inputs)
});
