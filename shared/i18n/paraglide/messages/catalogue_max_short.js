/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Max_ShortInputs */

const en_catalogue_max_short = /** @type {(inputs: Catalogue_Max_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Max`)
};

const bn_catalogue_max_short = /** @type {(inputs: Catalogue_Max_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সর্বোচ্চ`)
};

/**
* | output |
* | --- |
* | "Max" |
*
* @param {Catalogue_Max_ShortInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_max_short = /** @type {((inputs?: Catalogue_Max_ShortInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Max_ShortInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_max_short(inputs)
	return en_catalogue_max_short(inputs)
});
