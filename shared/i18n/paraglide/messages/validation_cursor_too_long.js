/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cursor: NonNullable<unknown> }} Validation_Cursor_Too_LongInputs */

const en_validation_cursor_too_long = /** @type {(inputs: Validation_Cursor_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That ${i?.cursor} cursor is not valid.`)
};

const bn_validation_cursor_too_long = /** @type {(inputs: Validation_Cursor_Too_LongInputs) => LocalizedString} */ (i) => {
	if (i?.cursor === "page") return /** @type {LocalizedString} */ (`এই পেজ কার্সরটি সঠিক নয়।`);
	if (i?.cursor === "sync") return /** @type {LocalizedString} */ (`এই সিঙ্ক কার্সরটি সঠিক নয়।`);
	return /** @type {LocalizedString} */ (`এই কার্সরটি সঠিক নয়।`)
	
};

/**
* | output |
* | --- |
* | "That {cursor} cursor is not valid." |
*
* @param {Validation_Cursor_Too_LongInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_cursor_too_long = /** @type {((inputs: Validation_Cursor_Too_LongInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Cursor_Too_LongInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_cursor_too_long(inputs)
	return en_validation_cursor_too_long(inputs)
});
