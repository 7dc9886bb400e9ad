/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_PayerInputs */

const en_receipt_payer = /** @type {(inputs: Receipt_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received from`)
};

const bn_receipt_payer = /** @type {(inputs: Receipt_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যাঁর কাছ থেকে গৃহীত`)
};

/**
* | output |
* | --- |
* | "Received from" |
*
* @param {Receipt_PayerInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_payer = /** @type {((inputs?: Receipt_PayerInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_PayerInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_payer(inputs)
	return en_receipt_payer(inputs)
});
