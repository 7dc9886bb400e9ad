/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_PaperInputs */

const en_receipt_paper = /** @type {(inputs: Receipt_PaperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print on`)
};

const bn_receipt_paper = /** @type {(inputs: Receipt_PaperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যাতে প্রিন্ট হবে`)
};

/**
* | output |
* | --- |
* | "Print on" |
*
* @param {Receipt_PaperInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_paper = /** @type {((inputs?: Receipt_PaperInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_PaperInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_paper(inputs)
	return en_receipt_paper(inputs)
});
