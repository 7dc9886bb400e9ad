/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Popular_Instructors_DescriptionInputs */

const en_meta_popular_instructors_description = /** @type {(inputs: Meta_Popular_Instructors_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The instructors whose classes Sports Academy's students join most.`)
};

const bn_meta_popular_instructors_description = /** @type {(inputs: Meta_Popular_Instructors_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যেসব ইনস্ট্রাক্টরের ক্লাসে স্পোর্টস একাডেমির শিক্ষার্থীরা সবচেয়ে বেশি ভর্তি হয়।`)
};

/**
* | output |
* | --- |
* | "The instructors whose classes Sports Academy's students join most." |
*
* @param {Meta_Popular_Instructors_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const meta_popular_instructors_description = /** @type {((inputs?: Meta_Popular_Instructors_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Popular_Instructors_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_meta_popular_instructors_description(inputs)
	return en_meta_popular_instructors_description(inputs)
});
