/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Search_PlaceholderInputs */

const en_catalogue_search_placeholder = /** @type {(inputs: Catalogue_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, instructor or sport`)
};

const bn_catalogue_search_placeholder = /** @type {(inputs: Catalogue_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নাম, ইনস্ট্রাক্টর বা খেলা`)
};

/**
* | output |
* | --- |
* | "Name, instructor or sport" |
*
* @param {Catalogue_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_search_placeholder = /** @type {((inputs?: Catalogue_Search_PlaceholderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Search_PlaceholderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_search_placeholder(inputs)
	return en_catalogue_search_placeholder(inputs)
});
