/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Desk_Receipt_NumberInputs */

const en_desk_receipt_number = /** @type {(inputs: Desk_Receipt_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt number: ${i?.number}`)
};

const bn_desk_receipt_number = /** @type {(inputs: Desk_Receipt_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`রসিদ নম্বর: ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Receipt number: {number}" |
*
* @param {Desk_Receipt_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_receipt_number = /** @type {((inputs: Desk_Receipt_NumberInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Receipt_NumberInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_receipt_number(inputs)
	return en_desk_receipt_number(inputs)
});
