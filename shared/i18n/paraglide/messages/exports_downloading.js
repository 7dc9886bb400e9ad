/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_DownloadingInputs */

const en_exports_downloading = /** @type {(inputs: Exports_DownloadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing the file…`)
};

const bn_exports_downloading = /** @type {(inputs: Exports_DownloadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফাইল তৈরি হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Preparing the file…" |
*
* @param {Exports_DownloadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_downloading = /** @type {((inputs?: Exports_DownloadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_DownloadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_downloading(inputs)
	return en_exports_downloading(inputs)
});
