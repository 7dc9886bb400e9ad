/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Instructor_Field_Price_InInputs */

const en_instructor_field_price_in = /** @type {(inputs: Instructor_Field_Price_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price (${i?.currency})`)
};

const bn_instructor_field_price_in = /** @type {(inputs: Instructor_Field_Price_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ফি (${i?.currency})`)
};

/**
* | output |
* | --- |
* | "Price ({currency})" |
*
* @param {Instructor_Field_Price_InInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_field_price_in = /** @type {((inputs: Instructor_Field_Price_InInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Field_Price_InInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_field_price_in(inputs)
	return en_instructor_field_price_in(inputs)
});
