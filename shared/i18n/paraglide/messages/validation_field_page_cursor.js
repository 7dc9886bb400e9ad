/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_Page_CursorInputs */

const en_validation_field_page_cursor = /** @type {(inputs: Validation_Field_Page_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page cursor`)
};

const bn_validation_field_page_cursor = /** @type {(inputs: Validation_Field_Page_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেজ কার্সর`)
};

/**
* | output |
* | --- |
* | "The page cursor" |
*
* @param {Validation_Field_Page_CursorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_page_cursor = /** @type {((inputs?: Validation_Field_Page_CursorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_Page_CursorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_page_cursor(inputs)
	return en_validation_field_page_cursor(inputs)
});
