/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_ClassInputs */

const en_receipt_class = /** @type {(inputs: Receipt_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class`)
};

const bn_receipt_class = /** @type {(inputs: Receipt_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস`)
};

/**
* | output |
* | --- |
* | "Class" |
*
* @param {Receipt_ClassInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_class = /** @type {((inputs?: Receipt_ClassInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ClassInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_class(inputs)
	return en_receipt_class(inputs)
});
