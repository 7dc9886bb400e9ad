/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_Class_NameInputs */

const en_instructors_class_name = /** @type {(inputs: Instructors_Class_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class Name`)
};

const bn_instructors_class_name = /** @type {(inputs: Instructors_Class_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসের বিষয়`)
};

/**
* | output |
* | --- |
* | "Class Name" |
*
* @param {Instructors_Class_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_class_name = /** @type {((inputs?: Instructors_Class_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_Class_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_class_name(inputs)
	return en_instructors_class_name(inputs)
});
