/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Receipt_Pdf_UnavailableInputs */

const en_error_receipt_pdf_unavailable = /** @type {(inputs: Error_Receipt_Pdf_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A receipt's PDF cannot be made here. Open the receipt and print it instead.`)
};

const bn_error_receipt_pdf_unavailable = /** @type {(inputs: Error_Receipt_Pdf_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখানে রসিদের PDF তৈরি করা যায় না। রসিদটি খুলে প্রিন্ট করুন।`)
};

/**
* | output |
* | --- |
* | "A receipt's PDF cannot be made here. Open the receipt and print it instead." |
*
* @param {Error_Receipt_Pdf_UnavailableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_receipt_pdf_unavailable = /** @type {((inputs?: Error_Receipt_Pdf_UnavailableInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Receipt_Pdf_UnavailableInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_receipt_pdf_unavailable(inputs)
	return en_error_receipt_pdf_unavailable(inputs)
});
