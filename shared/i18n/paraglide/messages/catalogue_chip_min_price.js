/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Catalogue_Chip_Min_PriceInputs */

const en_catalogue_chip_min_price = /** @type {(inputs: Catalogue_Chip_Min_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.price}`)
};

const bn_catalogue_chip_min_price = /** @type {(inputs: Catalogue_Chip_Min_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} থেকে`)
};

/**
* | output |
* | --- |
* | "From {price}" |
*
* @param {Catalogue_Chip_Min_PriceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_chip_min_price = /** @type {((inputs: Catalogue_Chip_Min_PriceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Chip_Min_PriceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_chip_min_price(inputs)
	return en_catalogue_chip_min_price(inputs)
});
