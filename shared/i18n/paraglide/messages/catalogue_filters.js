/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_FiltersInputs */

const en_catalogue_filters = /** @type {(inputs: Catalogue_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters`)
};

const bn_catalogue_filters = /** @type {(inputs: Catalogue_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিল্টার`)
};

/**
* | output |
* | --- |
* | "Filters" |
*
* @param {Catalogue_FiltersInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_filters = /** @type {((inputs?: Catalogue_FiltersInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_FiltersInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_filters(inputs)
	return en_catalogue_filters(inputs)
});
