/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Class_Not_SavedInputs */

const en_instructor_class_not_saved = /** @type {(inputs: Instructor_Class_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The class was not saved. Please try again.`)
};

const bn_instructor_class_not_saved = /** @type {(inputs: Instructor_Class_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসটি সেভ হয়নি। আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "The class was not saved. Please try again." |
*
* @param {Instructor_Class_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_class_not_saved = /** @type {((inputs?: Instructor_Class_Not_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Class_Not_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_class_not_saved(inputs)
	return en_instructor_class_not_saved(inputs)
});
