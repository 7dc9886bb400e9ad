/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Missing_TitleInputs */

const en_receipt_missing_title = /** @type {(inputs: Receipt_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No receipt here`)
};

const bn_receipt_missing_title = /** @type {(inputs: Receipt_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখানে কোনো রসিদ নেই`)
};

/**
* | output |
* | --- |
* | "No receipt here" |
*
* @param {Receipt_Missing_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_missing_title = /** @type {((inputs?: Receipt_Missing_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Missing_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_missing_title(inputs)
	return en_receipt_missing_title(inputs)
});
