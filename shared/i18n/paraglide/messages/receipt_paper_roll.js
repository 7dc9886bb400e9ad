/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Paper_RollInputs */

const en_receipt_paper_roll = /** @type {(inputs: Receipt_Paper_RollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt printer (80 mm)`)
};

const bn_receipt_paper_roll = /** @type {(inputs: Receipt_Paper_RollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রসিদ প্রিন্টার (৮০ মিমি)`)
};

/**
* | output |
* | --- |
* | "Receipt printer (80 mm)" |
*
* @param {Receipt_Paper_RollInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_paper_roll = /** @type {((inputs?: Receipt_Paper_RollInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Paper_RollInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_paper_roll(inputs)
	return en_receipt_paper_roll(inputs)
});
