/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Clear_AllInputs */

const en_catalogue_clear_all = /** @type {(inputs: Catalogue_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear all`)
};

const bn_catalogue_clear_all = /** @type {(inputs: Catalogue_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব মুছুন`)
};

/**
* | output |
* | --- |
* | "Clear all" |
*
* @param {Catalogue_Clear_AllInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_clear_all = /** @type {((inputs?: Catalogue_Clear_AllInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Clear_AllInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_clear_all(inputs)
	return en_catalogue_clear_all(inputs)
});
