/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Search_LabelInputs */

const en_catalogue_search_label = /** @type {(inputs: Catalogue_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search classes`)
};

const bn_catalogue_search_label = /** @type {(inputs: Catalogue_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস খুঁজুন`)
};

/**
* | output |
* | --- |
* | "Search classes" |
*
* @param {Catalogue_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_search_label = /** @type {((inputs?: Catalogue_Search_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Search_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_search_label(inputs)
	return en_catalogue_search_label(inputs)
});
