/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_See_ClassesInputs */

const en_instructors_see_classes = /** @type {(inputs: Instructors_See_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See classes`)
};

const bn_instructors_see_classes = /** @type {(inputs: Instructors_See_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসগুলো দেখুন`)
};

/**
* | output |
* | --- |
* | "See classes" |
*
* @param {Instructors_See_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_see_classes = /** @type {((inputs?: Instructors_See_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_See_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_see_classes(inputs)
	return en_instructors_see_classes(inputs)
});
