/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Download_FailedInputs */

const en_receipt_download_failed = /** @type {(inputs: Receipt_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The PDF could not be downloaded. Try again.`)
};

const bn_receipt_download_failed = /** @type {(inputs: Receipt_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF ডাউনলোড করা যায়নি। আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "The PDF could not be downloaded. Try again." |
*
* @param {Receipt_Download_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_download_failed = /** @type {((inputs?: Receipt_Download_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Download_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_download_failed(inputs)
	return en_receipt_download_failed(inputs)
});
