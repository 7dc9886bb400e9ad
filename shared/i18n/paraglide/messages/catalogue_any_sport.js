/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Any_SportInputs */

const en_catalogue_any_sport = /** @type {(inputs: Catalogue_Any_SportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All sports`)
};

const bn_catalogue_any_sport = /** @type {(inputs: Catalogue_Any_SportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব খেলা`)
};

/**
* | output |
* | --- |
* | "All sports" |
*
* @param {Catalogue_Any_SportInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_any_sport = /** @type {((inputs?: Catalogue_Any_SportInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Any_SportInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_any_sport(inputs)
	return en_catalogue_any_sport(inputs)
});
