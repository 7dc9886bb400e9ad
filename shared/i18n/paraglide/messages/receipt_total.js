/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_TotalInputs */

const en_receipt_total = /** @type {(inputs: Receipt_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const bn_receipt_total = /** @type {(inputs: Receipt_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মোট`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Receipt_TotalInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_total = /** @type {((inputs?: Receipt_TotalInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_TotalInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_total(inputs)
	return en_receipt_total(inputs)
});
