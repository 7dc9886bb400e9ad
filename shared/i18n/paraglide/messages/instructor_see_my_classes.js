/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_See_My_ClassesInputs */

const en_instructor_see_my_classes = /** @type {(inputs: Instructor_See_My_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See My Classes`)
};

const bn_instructor_see_my_classes = /** @type {(inputs: Instructor_See_My_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার ক্লাস দেখুন`)
};

/**
* | output |
* | --- |
* | "See My Classes" |
*
* @param {Instructor_See_My_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_see_my_classes = /** @type {((inputs?: Instructor_See_My_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_See_My_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_see_my_classes(inputs)
	return en_instructor_see_my_classes(inputs)
});
