/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_PriceInputs */

const en_class_page_price = /** @type {(inputs: Class_Page_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const bn_class_page_price = /** @type {(inputs: Class_Page_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফি`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Class_Page_PriceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_price = /** @type {((inputs?: Class_Page_PriceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_PriceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_price(inputs)
	return en_class_page_price(inputs)
});
