/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Sort_SoonestInputs */

const en_catalogue_sort_soonest = /** @type {(inputs: Catalogue_Sort_SoonestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting soonest`)
};

const bn_catalogue_sort_soonest = /** @type {(inputs: Catalogue_Sort_SoonestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আগে শুরু হবে যেগুলো`)
};

/**
* | output |
* | --- |
* | "Starting soonest" |
*
* @param {Catalogue_Sort_SoonestInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_sort_soonest = /** @type {((inputs?: Catalogue_Sort_SoonestInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Sort_SoonestInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_sort_soonest(inputs)
	return en_catalogue_sort_soonest(inputs)
});
