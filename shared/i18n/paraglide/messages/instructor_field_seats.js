/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Field_SeatsInputs */

const en_instructor_field_seats = /** @type {(inputs: Instructor_Field_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available seats`)
};

const bn_instructor_field_seats = /** @type {(inputs: Instructor_Field_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খালি সিট`)
};

/**
* | output |
* | --- |
* | "Available seats" |
*
* @param {Instructor_Field_SeatsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_field_seats = /** @type {((inputs?: Instructor_Field_SeatsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Field_SeatsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_field_seats(inputs)
	return en_instructor_field_seats(inputs)
});
