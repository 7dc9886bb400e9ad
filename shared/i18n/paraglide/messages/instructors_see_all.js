/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_See_AllInputs */

const en_instructors_see_all = /** @type {(inputs: Instructors_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all instructors`)
};

const bn_instructors_see_all = /** @type {(inputs: Instructors_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব ইনস্ট্রাক্টর দেখুন`)
};

/**
* | output |
* | --- |
* | "See all instructors" |
*
* @param {Instructors_See_AllInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_see_all = /** @type {((inputs?: Instructors_See_AllInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_See_AllInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_see_all(inputs)
	return en_instructors_see_all(inputs)
});
