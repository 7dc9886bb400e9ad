/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Missing_TextInputs */

const en_receipt_missing_text = /** @type {(inputs: Receipt_Missing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This receipt does not exist, or it is not yours to see.`)
};

const bn_receipt_missing_text = /** @type {(inputs: Receipt_Missing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই রসিদটি নেই, অথবা এটি দেখার অনুমতি আপনার নেই।`)
};

/**
* | output |
* | --- |
* | "This receipt does not exist, or it is not yours to see." |
*
* @param {Receipt_Missing_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_missing_text = /** @type {((inputs?: Receipt_Missing_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Missing_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_missing_text(inputs)
	return en_receipt_missing_text(inputs)
});
