/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Sort_PriceInputs */

const en_catalogue_sort_price = /** @type {(inputs: Catalogue_Sort_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: low to high`)
};

const bn_catalogue_sort_price = /** @type {(inputs: Catalogue_Sort_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফি: কম থেকে বেশি`)
};

/**
* | output |
* | --- |
* | "Price: low to high" |
*
* @param {Catalogue_Sort_PriceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_sort_price = /** @type {((inputs?: Catalogue_Sort_PriceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Sort_PriceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_sort_price(inputs)
	return en_catalogue_sort_price(inputs)
});
