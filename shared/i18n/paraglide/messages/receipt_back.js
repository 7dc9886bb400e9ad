/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_BackInputs */

const en_receipt_back = /** @type {(inputs: Receipt_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to payments`)
};

const bn_receipt_back = /** @type {(inputs: Receipt_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্টে ফিরে যান`)
};

/**
* | output |
* | --- |
* | "Back to payments" |
*
* @param {Receipt_BackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_back = /** @type {((inputs?: Receipt_BackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_BackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_back(inputs)
	return en_receipt_back(inputs)
});
