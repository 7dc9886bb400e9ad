/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Instructor_Name_RequiredInputs */

const en_validation_instructor_name_required = /** @type {(inputs: Validation_Instructor_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor name is required`)
};

const bn_validation_instructor_name_required = /** @type {(inputs: Validation_Instructor_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টরের নাম দিতে হবে`)
};

/**
* | output |
* | --- |
* | "Instructor name is required" |
*
* @param {Validation_Instructor_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_instructor_name_required = /** @type {((inputs?: Validation_Instructor_Name_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Instructor_Name_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_instructor_name_required(inputs)
	return en_validation_instructor_name_required(inputs)
});
