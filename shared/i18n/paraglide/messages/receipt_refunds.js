/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_RefundsInputs */

const en_receipt_refunds = /** @type {(inputs: Receipt_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunds`)
};

const bn_receipt_refunds = /** @type {(inputs: Receipt_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফেরত`)
};

/**
* | output |
* | --- |
* | "Refunds" |
*
* @param {Receipt_RefundsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_refunds = /** @type {((inputs?: Receipt_RefundsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_RefundsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_refunds(inputs)
	return en_receipt_refunds(inputs)
});
