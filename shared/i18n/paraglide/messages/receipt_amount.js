/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_AmountInputs */

const en_receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const bn_receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিমাণ`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Receipt_AmountInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_amount = /** @type {((inputs?: Receipt_AmountInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_AmountInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_amount(inputs)
	return en_receipt_amount(inputs)
});
