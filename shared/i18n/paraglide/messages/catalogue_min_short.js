/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Min_ShortInputs */

const en_catalogue_min_short = /** @type {(inputs: Catalogue_Min_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min`)
};

const bn_catalogue_min_short = /** @type {(inputs: Catalogue_Min_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সর্বনিম্ন`)
};

/**
* | output |
* | --- |
* | "Min" |
*
* @param {Catalogue_Min_ShortInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_min_short = /** @type {((inputs?: Catalogue_Min_ShortInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Min_ShortInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_min_short(inputs)
	return en_catalogue_min_short(inputs)
});
