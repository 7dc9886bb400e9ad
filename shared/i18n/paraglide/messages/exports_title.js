/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_TitleInputs */

const en_exports_title = /** @type {(inputs: Exports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exports`)
};

const bn_exports_title = /** @type {(inputs: Exports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এক্সপোর্ট`)
};

/**
* | output |
* | --- |
* | "Exports" |
*
* @param {Exports_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_title = /** @type {((inputs?: Exports_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_title(inputs)
	return en_exports_title(inputs)
});
