/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown> }} Validation_Sync_Cursor_InvalidInputs */

const en_validation_sync_cursor_invalid = /** @type {(inputs: Validation_Sync_Cursor_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This sync cursor is not valid here: sync again from the start (since=${i?.first}).`)
};

const bn_validation_sync_cursor_invalid = /** @type {(inputs: Validation_Sync_Cursor_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এই সিঙ্ক কার্সরটি এখানে সঠিক নয়: শুরু থেকে আবার সিঙ্ক করুন (since=${i?.first})।`)
};

/**
* | output |
* | --- |
* | "This sync cursor is not valid here: sync again from the start (since={first})." |
*
* @param {Validation_Sync_Cursor_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_sync_cursor_invalid = /** @type {((inputs: Validation_Sync_Cursor_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Sync_Cursor_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_sync_cursor_invalid(inputs)
	return en_validation_sync_cursor_invalid(inputs)
});
