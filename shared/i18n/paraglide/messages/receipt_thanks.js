/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_ThanksInputs */

const en_receipt_thanks = /** @type {(inputs: Receipt_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for training with us.`)
};

const bn_receipt_thanks = /** @type {(inputs: Receipt_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের সঙ্গে প্রশিক্ষণের জন্য ধন্যবাদ।`)
};

/**
* | output |
* | --- |
* | "Thank you for training with us." |
*
* @param {Receipt_ThanksInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_thanks = /** @type {((inputs?: Receipt_ThanksInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ThanksInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_thanks(inputs)
	return en_receipt_thanks(inputs)
});
