/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Exports_DownloadedInputs */

const en_exports_downloaded = /** @type {(inputs: Exports_DownloadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved ${i?.file}.`)
};

const bn_exports_downloaded = /** @type {(inputs: Exports_DownloadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} সংরক্ষিত হয়েছে।`)
};

/**
* | output |
* | --- |
* | "Saved {file}." |
*
* @param {Exports_DownloadedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_downloaded = /** @type {((inputs: Exports_DownloadedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_DownloadedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_downloaded(inputs)
	return en_exports_downloaded(inputs)
});
