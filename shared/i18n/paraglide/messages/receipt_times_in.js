/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Receipt_Times_InInputs */

const en_receipt_times_in = /** @type {(inputs: Receipt_Times_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In ${i?.zone}`)
};

const bn_receipt_times_in = /** @type {(inputs: Receipt_Times_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.zone} অনুযায়ী`)
};

/**
* | output |
* | --- |
* | "In {zone}" |
*
* @param {Receipt_Times_InInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_times_in = /** @type {((inputs: Receipt_Times_InInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Times_InInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_times_in(inputs)
	return en_receipt_times_in(inputs)
});
