/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Add_Class_ButtonInputs */

const en_instructor_add_class_button = /** @type {(inputs: Instructor_Add_Class_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Class`)
};

const bn_instructor_add_class_button = /** @type {(inputs: Instructor_Add_Class_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস যোগ করুন`)
};

/**
* | output |
* | --- |
* | "Add Class" |
*
* @param {Instructor_Add_Class_ButtonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_add_class_button = /** @type {((inputs?: Instructor_Add_Class_ButtonInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Add_Class_ButtonInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_add_class_button(inputs)
	return en_instructor_add_class_button(inputs)
});
