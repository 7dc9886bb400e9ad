/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_VenueInputs */

const en_catalogue_venue = /** @type {(inputs: Catalogue_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Branch`)
};

const bn_catalogue_venue = /** @type {(inputs: Catalogue_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শাখা`)
};

/**
* | output |
* | --- |
* | "Branch" |
*
* @param {Catalogue_VenueInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_venue = /** @type {((inputs?: Catalogue_VenueInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_VenueInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_venue(inputs)
	return en_catalogue_venue(inputs)
});
