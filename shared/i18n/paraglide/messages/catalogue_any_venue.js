/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Any_VenueInputs */

const en_catalogue_any_venue = /** @type {(inputs: Catalogue_Any_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All branches`)
};

const bn_catalogue_any_venue = /** @type {(inputs: Catalogue_Any_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব শাখা`)
};

/**
* | output |
* | --- |
* | "All branches" |
*
* @param {Catalogue_Any_VenueInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_any_venue = /** @type {((inputs?: Catalogue_Any_VenueInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Any_VenueInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_any_venue(inputs)
	return en_catalogue_any_venue(inputs)
});
