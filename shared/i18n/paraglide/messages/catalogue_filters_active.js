/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Filters_ActiveInputs */

const en_catalogue_filters_active = /** @type {(inputs: Catalogue_Filters_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters on`)
};

const bn_catalogue_filters_active = /** @type {(inputs: Catalogue_Filters_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চালু ফিল্টার`)
};

/**
* | output |
* | --- |
* | "Filters on" |
*
* @param {Catalogue_Filters_ActiveInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_filters_active = /** @type {((inputs?: Catalogue_Filters_ActiveInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Filters_ActiveInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_filters_active(inputs)
	return en_catalogue_filters_active(inputs)
});
