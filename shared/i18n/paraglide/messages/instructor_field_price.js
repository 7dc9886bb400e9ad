/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Field_PriceInputs */

const en_instructor_field_price = /** @type {(inputs: Instructor_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price ($)`)
};

const bn_instructor_field_price = /** @type {(inputs: Instructor_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফি ($)`)
};

/**
* | output |
* | --- |
* | "Price ($)" |
*
* @param {Instructor_Field_PriceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_field_price = /** @type {((inputs?: Instructor_Field_PriceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Field_PriceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_field_price(inputs)
	return en_instructor_field_price(inputs)
});
