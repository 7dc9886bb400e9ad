/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_ErrorInputs */

const en_receipt_error = /** @type {(inputs: Receipt_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the receipt. Check your connection and try again.`)
};

const bn_receipt_error = /** @type {(inputs: Receipt_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রসিদটি লোড করা যায়নি। সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load the receipt. Check your connection and try again." |
*
* @param {Receipt_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_error = /** @type {((inputs?: Receipt_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_error(inputs)
	return en_receipt_error(inputs)
});
