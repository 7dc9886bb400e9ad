/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Popular_Instructors_TitleInputs */

const en_meta_popular_instructors_title = /** @type {(inputs: Meta_Popular_Instructors_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular instructors`)
};

const bn_meta_popular_instructors_title = /** @type {(inputs: Meta_Popular_Instructors_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জনপ্রিয় ইনস্ট্রাক্টর`)
};

/**
* | output |
* | --- |
* | "Popular instructors" |
*
* @param {Meta_Popular_Instructors_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const meta_popular_instructors_title = /** @type {((inputs?: Meta_Popular_Instructors_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Popular_Instructors_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_meta_popular_instructors_title(inputs)
	return en_meta_popular_instructors_title(inputs)
});
