/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_TitleInputs */

const en_receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt`)
};

const bn_receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রসিদ`)
};

/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Receipt_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_title = /** @type {((inputs?: Receipt_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_title(inputs)
	return en_receipt_title(inputs)
});
