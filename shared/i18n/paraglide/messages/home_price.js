/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_PriceInputs */

const en_home_price = /** @type {(inputs: Home_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const bn_home_price = /** @type {(inputs: Home_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফি`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Home_PriceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_price = /** @type {((inputs?: Home_PriceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_PriceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_price(inputs)
	return en_home_price(inputs)
});
