/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Pdf_ActionInputs */

const en_receipt_pdf_action = /** @type {(inputs: Receipt_Pdf_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Downloading the PDF`)
};

const bn_receipt_pdf_action = /** @type {(inputs: Receipt_Pdf_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF ডাউনলোড করা`)
};

/**
* | output |
* | --- |
* | "Downloading the PDF" |
*
* @param {Receipt_Pdf_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_pdf_action = /** @type {((inputs?: Receipt_Pdf_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Pdf_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_pdf_action(inputs)
	return en_receipt_pdf_action(inputs)
});
