/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown> }} Catalogue_Chip_SearchInputs */

const en_catalogue_chip_search = /** @type {(inputs: Catalogue_Chip_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”`)
};

const bn_catalogue_chip_search = /** @type {(inputs: Catalogue_Chip_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”`)
};

/**
* | output |
* | --- |
* | "“{text}”" |
*
* @param {Catalogue_Chip_SearchInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_chip_search = /** @type {((inputs: Catalogue_Chip_SearchInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Chip_SearchInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_chip_search(inputs)
	return en_catalogue_chip_search(inputs)
});
