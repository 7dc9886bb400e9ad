/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogue_SeatsInputs */

const en_catalogue_seats = /** @type {(inputs: Catalogue_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only classes with seats left`)
};

const bn_catalogue_seats = /** @type {(inputs: Catalogue_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শুধু খালি সিট আছে এমন ক্লাস`)
};

/**
* | output |
* | --- |
* | "Only classes with seats left" |
*
* @param {Catalogue_SeatsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_seats = /** @type {((inputs?: Catalogue_SeatsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_SeatsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_seats(inputs)
	return en_catalogue_seats(inputs)
});
