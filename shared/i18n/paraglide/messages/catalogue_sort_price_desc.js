/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Sort_Price_DescInputs */

const en_catalogue_sort_price_desc = /** @type {(inputs: Catalogue_Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: high to low`)
};

const bn_catalogue_sort_price_desc = /** @type {(inputs: Catalogue_Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফি: বেশি থেকে কম`)
};

/**
* | output |
* | --- |
* | "Price: high to low" |
*
* @param {Catalogue_Sort_Price_DescInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_sort_price_desc = /** @type {((inputs?: Catalogue_Sort_Price_DescInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Sort_Price_DescInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_sort_price_desc(inputs)
	return en_catalogue_sort_price_desc(inputs)
});
