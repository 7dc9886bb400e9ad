/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Classes_Available_SeatsInputs */

const en_classes_available_seats = /** @type {(inputs: Classes_Available_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available sets`)
};

const bn_classes_available_seats = /** @type {(inputs: Classes_Available_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খালি সিট`)
};

/**
* | output |
* | --- |
* | "Available sets" |
*
* @param {Classes_Available_SeatsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_available_seats = /** @type {((inputs?: Classes_Available_SeatsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_Available_SeatsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_available_seats(inputs)
	return en_classes_available_seats(inputs)
});
