/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_SubjectInputs */

const en_validation_field_subject = /** @type {(inputs: Validation_Field_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const bn_validation_field_subject = /** @type {(inputs: Validation_Field_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিষয়`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Validation_Field_SubjectInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_subject = /** @type {((inputs?: Validation_Field_SubjectInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_SubjectInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_subject(inputs)
	return en_validation_field_subject(inputs)
});
