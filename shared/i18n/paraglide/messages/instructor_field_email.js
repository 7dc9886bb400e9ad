/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Field_EmailInputs */

const en_instructor_field_email = /** @type {(inputs: Instructor_Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor Email`)
};

const bn_instructor_field_email = /** @type {(inputs: Instructor_Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টরের ইমেইল`)
};

/**
* | output |
* | --- |
* | "Instructor Email" |
*
* @param {Instructor_Field_EmailInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_field_email = /** @type {((inputs?: Instructor_Field_EmailInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Field_EmailInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_field_email(inputs)
	return en_instructor_field_email(inputs)
});
