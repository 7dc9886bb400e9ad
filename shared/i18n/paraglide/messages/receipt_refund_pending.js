/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Refund_PendingInputs */

const en_receipt_refund_pending = /** @type {(inputs: Receipt_Refund_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`being returned`)
};

const bn_receipt_refund_pending = /** @type {(inputs: Receipt_Refund_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফেরত প্রক্রিয়াধীন`)
};

/**
* | output |
* | --- |
* | "being returned" |
*
* @param {Receipt_Refund_PendingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_refund_pending = /** @type {((inputs?: Receipt_Refund_PendingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Refund_PendingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_refund_pending(inputs)
	return en_receipt_refund_pending(inputs)
});
