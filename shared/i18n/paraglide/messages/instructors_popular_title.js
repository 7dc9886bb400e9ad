/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_Popular_TitleInputs */

const en_instructors_popular_title = /** @type {(inputs: Instructors_Popular_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular instructors`)
};

const bn_instructors_popular_title = /** @type {(inputs: Instructors_Popular_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জনপ্রিয় ইনস্ট্রাক্টর`)
};

/**
* | output |
* | --- |
* | "Popular instructors" |
*
* @param {Instructors_Popular_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_popular_title = /** @type {((inputs?: Instructors_Popular_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_Popular_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_popular_title(inputs)
	return en_instructors_popular_title(inputs)
});
