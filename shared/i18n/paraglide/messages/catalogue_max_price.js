/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Max_PriceInputs */

const en_catalogue_max_price = /** @type {(inputs: Catalogue_Max_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highest price`)
};

const bn_catalogue_max_price = /** @type {(inputs: Catalogue_Max_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সর্বোচ্চ ফি`)
};

/**
* | output |
* | --- |
* | "Highest price" |
*
* @param {Catalogue_Max_PriceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_max_price = /** @type {((inputs?: Catalogue_Max_PriceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Max_PriceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_max_price(inputs)
	return en_catalogue_max_price(inputs)
});
