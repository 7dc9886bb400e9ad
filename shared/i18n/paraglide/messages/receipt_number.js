/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_NumberInputs */

const en_receipt_number = /** @type {(inputs: Receipt_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt number`)
};

const bn_receipt_number = /** @type {(inputs: Receipt_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রসিদ নম্বর`)
};

/**
* | output |
* | --- |
* | "Receipt number" |
*
* @param {Receipt_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_number = /** @type {((inputs?: Receipt_NumberInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_NumberInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_number(inputs)
	return en_receipt_number(inputs)
});
