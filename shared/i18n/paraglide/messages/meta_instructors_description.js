/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Instructors_DescriptionInputs */

const en_meta_instructors_description = /** @type {(inputs: Meta_Instructors_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet the instructors of Sports Academy: world-class sports trainers for every age and level.`)
};

const bn_meta_instructors_description = /** @type {(inputs: Meta_Instructors_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্পোর্টস একাডেমির ইনস্ট্রাক্টরদের সাথে পরিচিত হোন: সব বয়স আর সব লেভেলের জন্য বিশ্বমানের স্পোর্টস ট্রেইনার।`)
};

/**
* | output |
* | --- |
* | "Meet the instructors of Sports Academy: world-class sports trainers for every age and level." |
*
* @param {Meta_Instructors_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const meta_instructors_description = /** @type {((inputs?: Meta_Instructors_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Instructors_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_meta_instructors_description(inputs)
	return en_meta_instructors_description(inputs)
});
