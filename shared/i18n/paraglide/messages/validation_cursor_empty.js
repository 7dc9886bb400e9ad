/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cursor: NonNullable<unknown> }} Validation_Cursor_EmptyInputs */

const en_validation_cursor_empty = /** @type {(inputs: Validation_Cursor_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.cursor} cursor is empty.`)
};

const bn_validation_cursor_empty = /** @type {(inputs: Validation_Cursor_EmptyInputs) => LocalizedString} */ (i) => {
	if (i?.cursor === "page") return /** @type {LocalizedString} */ (`পেজ কার্সরটি খালি।`);
	if (i?.cursor === "sync") return /** @type {LocalizedString} */ (`সিঙ্ক কার্সরটি খালি।`);
	return /** @type {LocalizedString} */ (`কার্সরটি খালি।`)
	
};

/**
* | output |
* | --- |
* | "The {cursor} cursor is empty." |
*
* @param {Validation_Cursor_EmptyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_cursor_empty = /** @type {((inputs: Validation_Cursor_EmptyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Cursor_EmptyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_cursor_empty(inputs)
	return en_validation_cursor_empty(inputs)
});
