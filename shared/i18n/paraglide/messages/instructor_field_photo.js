/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Field_PhotoInputs */

const en_instructor_field_photo = /** @type {(inputs: Instructor_Field_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo URL`)
};

const bn_instructor_field_photo = /** @type {(inputs: Instructor_Field_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছবির URL`)
};

/**
* | output |
* | --- |
* | "Photo URL" |
*
* @param {Instructor_Field_PhotoInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_field_photo = /** @type {((inputs?: Instructor_Field_PhotoInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Field_PhotoInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_field_photo(inputs)
	return en_instructor_field_photo(inputs)
});
