/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Brand_SecondInputs */

const en_app_brand_second = /** @type {(inputs: App_Brand_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Academy`)
};

const bn_app_brand_second = /** @type {(inputs: App_Brand_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একাডেমি`)
};

/**
* | output |
* | --- |
* | "Academy" |
*
* @param {App_Brand_SecondInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_brand_second = /** @type {((inputs?: App_Brand_SecondInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Brand_SecondInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_brand_second(inputs)
	return en_app_brand_second(inputs)
});
