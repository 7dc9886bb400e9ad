/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Sort_PopularInputs */

const en_catalogue_sort_popular = /** @type {(inputs: Catalogue_Sort_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most popular`)
};

const bn_catalogue_sort_popular = /** @type {(inputs: Catalogue_Sort_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সবচেয়ে জনপ্রিয়`)
};

/**
* | output |
* | --- |
* | "Most popular" |
*
* @param {Catalogue_Sort_PopularInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_sort_popular = /** @type {((inputs?: Catalogue_Sort_PopularInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Sort_PopularInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_sort_popular(inputs)
	return en_catalogue_sort_popular(inputs)
});
