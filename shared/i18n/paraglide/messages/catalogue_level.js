/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_LevelInputs */

const en_catalogue_level = /** @type {(inputs: Catalogue_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level`)
};

const bn_catalogue_level = /** @type {(inputs: Catalogue_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লেভেল`)
};

/**
* | output |
* | --- |
* | "Level" |
*
* @param {Catalogue_LevelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_level = /** @type {((inputs?: Catalogue_LevelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_LevelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_level(inputs)
	return en_catalogue_level(inputs)
});
