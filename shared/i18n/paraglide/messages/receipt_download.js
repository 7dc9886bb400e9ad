/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_DownloadInputs */

const en_receipt_download = /** @type {(inputs: Receipt_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download PDF`)
};

const bn_receipt_download = /** @type {(inputs: Receipt_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF ডাউনলোড`)
};

/**
* | output |
* | --- |
* | "Download PDF" |
*
* @param {Receipt_DownloadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_download = /** @type {((inputs?: Receipt_DownloadInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_DownloadInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_download(inputs)
	return en_receipt_download(inputs)
});
