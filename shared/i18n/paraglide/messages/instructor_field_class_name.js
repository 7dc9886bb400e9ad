/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Field_Class_NameInputs */

const en_instructor_field_class_name = /** @type {(inputs: Instructor_Field_Class_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class Name`)
};

const bn_instructor_field_class_name = /** @type {(inputs: Instructor_Field_Class_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসের নাম`)
};

/**
* | output |
* | --- |
* | "Class Name" |
*
* @param {Instructor_Field_Class_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_field_class_name = /** @type {((inputs?: Instructor_Field_Class_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Field_Class_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_field_class_name(inputs)
	return en_instructor_field_class_name(inputs)
});
