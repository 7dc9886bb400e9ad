/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_SportInputs */

const en_catalogue_sport = /** @type {(inputs: Catalogue_SportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sport`)
};

const bn_catalogue_sport = /** @type {(inputs: Catalogue_SportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খেলা`)
};

/**
* | output |
* | --- |
* | "Sport" |
*
* @param {Catalogue_SportInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_sport = /** @type {((inputs?: Catalogue_SportInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_SportInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_sport(inputs)
	return en_catalogue_sport(inputs)
});
