/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Sort_NewestInputs */

const en_catalogue_sort_newest = /** @type {(inputs: Catalogue_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest`)
};

const bn_catalogue_sort_newest = /** @type {(inputs: Catalogue_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন আগে`)
};

/**
* | output |
* | --- |
* | "Newest" |
*
* @param {Catalogue_Sort_NewestInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_sort_newest = /** @type {((inputs?: Catalogue_Sort_NewestInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Sort_NewestInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_sort_newest(inputs)
	return en_catalogue_sort_newest(inputs)
});
