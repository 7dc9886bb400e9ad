/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_Empty_TitleInputs */

const en_instructors_empty_title = /** @type {(inputs: Instructors_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No instructors yet`)
};

const bn_instructors_empty_title = /** @type {(inputs: Instructors_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো ইনস্ট্রাক্টর নেই`)
};

/**
* | output |
* | --- |
* | "No instructors yet" |
*
* @param {Instructors_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_empty_title = /** @type {((inputs?: Instructors_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_empty_title(inputs)
	return en_instructors_empty_title(inputs)
});
