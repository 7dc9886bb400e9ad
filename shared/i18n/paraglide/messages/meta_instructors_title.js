/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Instructors_TitleInputs */

const en_meta_instructors_title = /** @type {(inputs: Meta_Instructors_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructors`)
};

const bn_meta_instructors_title = /** @type {(inputs: Meta_Instructors_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর`)
};

/**
* | output |
* | --- |
* | "Instructors" |
*
* @param {Meta_Instructors_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const meta_instructors_title = /** @type {((inputs?: Meta_Instructors_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Instructors_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_meta_instructors_title(inputs)
	return en_meta_instructors_title(inputs)
});
