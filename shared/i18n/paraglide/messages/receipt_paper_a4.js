/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Paper_A4Inputs */

const en_receipt_paper_a4 = /** @type {(inputs: Receipt_Paper_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A4 paper`)
};

const bn_receipt_paper_a4 = /** @type {(inputs: Receipt_Paper_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A4 কাগজ`)
};

/**
* | output |
* | --- |
* | "A4 paper" |
*
* @param {Receipt_Paper_A4Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_paper_a4 = /** @type {((inputs?: Receipt_Paper_A4Inputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Paper_A4Inputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_paper_a4(inputs)
	return en_receipt_paper_a4(inputs)
});
