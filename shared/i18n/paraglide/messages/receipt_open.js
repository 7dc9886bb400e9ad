/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_OpenInputs */

const en_receipt_open = /** @type {(inputs: Receipt_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View receipt`)
};

const bn_receipt_open = /** @type {(inputs: Receipt_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রসিদ দেখুন`)
};

/**
* | output |
* | --- |
* | "View receipt" |
*
* @param {Receipt_OpenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_open = /** @type {((inputs?: Receipt_OpenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_OpenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_open(inputs)
	return en_receipt_open(inputs)
});
