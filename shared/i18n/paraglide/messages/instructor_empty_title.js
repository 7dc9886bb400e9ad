/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Empty_TitleInputs */

const en_instructor_empty_title = /** @type {(inputs: Instructor_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no classes yet`)
};

const bn_instructor_empty_title = /** @type {(inputs: Instructor_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার এখনো কোনো ক্লাস নেই`)
};

/**
* | output |
* | --- |
* | "You have no classes yet" |
*
* @param {Instructor_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_empty_title = /** @type {((inputs?: Instructor_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_empty_title(inputs)
	return en_instructor_empty_title(inputs)
});
