/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Filters_TitleInputs */

const en_catalogue_filters_title = /** @type {(inputs: Catalogue_Filters_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter classes`)
};

const bn_catalogue_filters_title = /** @type {(inputs: Catalogue_Filters_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস ফিল্টার করুন`)
};

/**
* | output |
* | --- |
* | "Filter classes" |
*
* @param {Catalogue_Filters_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_filters_title = /** @type {((inputs?: Catalogue_Filters_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Filters_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_filters_title(inputs)
	return en_catalogue_filters_title(inputs)
});
