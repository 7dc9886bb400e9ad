/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Download_ActionInputs */

const en_exports_download_action = /** @type {(inputs: Exports_Download_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Downloading an export`)
};

const bn_exports_download_action = /** @type {(inputs: Exports_Download_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এক্সপোর্ট ডাউনলোড করা`)
};

/**
* | output |
* | --- |
* | "Downloading an export" |
*
* @param {Exports_Download_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_download_action = /** @type {((inputs?: Exports_Download_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Download_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_download_action(inputs)
	return en_exports_download_action(inputs)
});
