/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_SortInputs */

const en_catalogue_sort = /** @type {(inputs: Catalogue_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

const bn_catalogue_sort = /** @type {(inputs: Catalogue_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সাজানোর ধরন`)
};

/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Catalogue_SortInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_sort = /** @type {((inputs?: Catalogue_SortInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_SortInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_sort(inputs)
	return en_catalogue_sort(inputs)
});
