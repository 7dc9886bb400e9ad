/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_VenueInputs */

const en_validation_venue = /** @type {(inputs: Validation_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the academy's branches.`)
};

const bn_validation_venue = /** @type {(inputs: Validation_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একাডেমির একটি শাখা বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose one of the academy's branches." |
*
* @param {Validation_VenueInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_venue = /** @type {((inputs?: Validation_VenueInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_VenueInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_venue(inputs)
	return en_validation_venue(inputs)
});
