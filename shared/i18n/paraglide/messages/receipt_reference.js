/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_ReferenceInputs */

const en_receipt_reference = /** @type {(inputs: Receipt_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our reference`)
};

const bn_receipt_reference = /** @type {(inputs: Receipt_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের রেফারেন্স`)
};

/**
* | output |
* | --- |
* | "Our reference" |
*
* @param {Receipt_ReferenceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_reference = /** @type {((inputs?: Receipt_ReferenceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ReferenceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_reference(inputs)
	return en_receipt_reference(inputs)
});
