/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_PriceInputs */

const en_catalogue_price = /** @type {(inputs: Catalogue_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price (in each class’s currency)`)
};

const bn_catalogue_price = /** @type {(inputs: Catalogue_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফি (প্রতিটি ক্লাসের নিজের মুদ্রায়)`)
};

/**
* | output |
* | --- |
* | "Price (in each class’s currency)" |
*
* @param {Catalogue_PriceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_price = /** @type {((inputs?: Catalogue_PriceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_PriceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_price(inputs)
	return en_catalogue_price(inputs)
});
