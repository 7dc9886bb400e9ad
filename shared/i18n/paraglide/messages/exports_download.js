/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_DownloadInputs */

const en_exports_download = /** @type {(inputs: Exports_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

const bn_exports_download = /** @type {(inputs: Exports_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV ডাউনলোড করুন`)
};

/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Exports_DownloadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_download = /** @type {((inputs?: Exports_DownloadInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_DownloadInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_download(inputs)
	return en_exports_download(inputs)
});
