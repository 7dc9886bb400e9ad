/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Brand_FirstInputs */

const en_app_brand_first = /** @type {(inputs: App_Brand_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sports`)
};

const bn_app_brand_first = /** @type {(inputs: App_Brand_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্পোর্টস`)
};

/**
* | output |
* | --- |
* | "Sports" |
*
* @param {App_Brand_FirstInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_brand_first = /** @type {((inputs?: App_Brand_FirstInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Brand_FirstInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_brand_first(inputs)
	return en_app_brand_first(inputs)
});
