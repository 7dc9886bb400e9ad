/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_PrintInputs */

const en_receipt_print = /** @type {(inputs: Receipt_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

const bn_receipt_print = /** @type {(inputs: Receipt_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রিন্ট`)
};

/**
* | output |
* | --- |
* | "Print" |
*
* @param {Receipt_PrintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_print = /** @type {((inputs?: Receipt_PrintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_PrintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_print(inputs)
	return en_receipt_print(inputs)
});
