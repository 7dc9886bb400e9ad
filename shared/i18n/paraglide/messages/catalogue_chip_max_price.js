/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Catalogue_Chip_Max_PriceInputs */

const en_catalogue_chip_max_price = /** @type {(inputs: Catalogue_Chip_Max_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Up to ${i?.price}`)
};

const bn_catalogue_chip_max_price = /** @type {(inputs: Catalogue_Chip_Max_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} পর্যন্ত`)
};

/**
* | output |
* | --- |
* | "Up to {price}" |
*
* @param {Catalogue_Chip_Max_PriceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_chip_max_price = /** @type {((inputs: Catalogue_Chip_Max_PriceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Chip_Max_PriceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_chip_max_price(inputs)
	return en_catalogue_chip_max_price(inputs)
});
