/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_LoadingInputs */

const en_receipt_loading = /** @type {(inputs: Receipt_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the receipt`)
};

const bn_receipt_loading = /** @type {(inputs: Receipt_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রসিদ লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading the receipt" |
*
* @param {Receipt_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_loading = /** @type {((inputs?: Receipt_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_loading(inputs)
	return en_receipt_loading(inputs)
});
