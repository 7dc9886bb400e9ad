/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_Chip_SeatsInputs */

const en_catalogue_chip_seats = /** @type {(inputs: Catalogue_Chip_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats left`)
};

const bn_catalogue_chip_seats = /** @type {(inputs: Catalogue_Chip_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খালি সিট`)
};

/**
* | output |
* | --- |
* | "Seats left" |
*
* @param {Catalogue_Chip_SeatsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_chip_seats = /** @type {((inputs?: Catalogue_Chip_SeatsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Chip_SeatsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_chip_seats(inputs)
	return en_catalogue_chip_seats(inputs)
});
