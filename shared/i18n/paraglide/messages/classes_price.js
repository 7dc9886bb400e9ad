/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Classes_PriceInputs */

const en_classes_price = /** @type {(inputs: Classes_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const bn_classes_price = /** @type {(inputs: Classes_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফি`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Classes_PriceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_price = /** @type {((inputs?: Classes_PriceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_PriceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_price(inputs)
	return en_classes_price(inputs)
});
