/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_MethodInputs */

const en_receipt_method = /** @type {(inputs: Receipt_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid with`)
};

const bn_receipt_method = /** @type {(inputs: Receipt_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিশোধের মাধ্যম`)
};

/**
* | output |
* | --- |
* | "Paid with" |
*
* @param {Receipt_MethodInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_method = /** @type {((inputs?: Receipt_MethodInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_MethodInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_method(inputs)
	return en_receipt_method(inputs)
});
