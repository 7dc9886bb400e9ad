/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Any_LevelInputs */

const en_catalogue_any_level = /** @type {(inputs: Catalogue_Any_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any level`)
};

const bn_catalogue_any_level = /** @type {(inputs: Catalogue_Any_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যেকোনো লেভেল`)
};

/**
* | output |
* | --- |
* | "Any level" |
*
* @param {Catalogue_Any_LevelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_any_level = /** @type {((inputs?: Catalogue_Any_LevelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Any_LevelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_any_level(inputs)
	return en_catalogue_any_level(inputs)
});
