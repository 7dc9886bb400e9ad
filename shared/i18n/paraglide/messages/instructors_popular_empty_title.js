/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_Popular_Empty_TitleInputs */

const en_instructors_popular_empty_title = /** @type {(inputs: Instructors_Popular_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No popular instructors yet`)
};

const bn_instructors_popular_empty_title = /** @type {(inputs: Instructors_Popular_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো জনপ্রিয় ইনস্ট্রাক্টর নেই`)
};

/**
* | output |
* | --- |
* | "No popular instructors yet" |
*
* @param {Instructors_Popular_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_popular_empty_title = /** @type {((inputs?: Instructors_Popular_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_Popular_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_popular_empty_title(inputs)
	return en_instructors_popular_empty_title(inputs)
});
