/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Min_PriceInputs */

const en_catalogue_min_price = /** @type {(inputs: Catalogue_Min_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowest price`)
};

const bn_catalogue_min_price = /** @type {(inputs: Catalogue_Min_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সর্বনিম্ন ফি`)
};

/**
* | output |
* | --- |
* | "Lowest price" |
*
* @param {Catalogue_Min_PriceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_min_price = /** @type {((inputs?: Catalogue_Min_PriceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Min_PriceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_min_price(inputs)
	return en_catalogue_min_price(inputs)
});
