/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Receipt_Refund_OnInputs */

const en_receipt_refund_on = /** @type {(inputs: Receipt_Refund_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund, ${i?.date}`)
};

const bn_receipt_refund_on = /** @type {(inputs: Receipt_Refund_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ফেরত, ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Refund, {date}" |
*
* @param {Receipt_Refund_OnInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_refund_on = /** @type {((inputs: Receipt_Refund_OnInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Refund_OnInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_refund_on(inputs)
	return en_receipt_refund_on(inputs)
});
