/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Popular_Classes_Empty_TitleInputs */

const en_home_popular_classes_empty_title = /** @type {(inputs: Home_Popular_Classes_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No popular classes yet`)
};

const bn_home_popular_classes_empty_title = /** @type {(inputs: Home_Popular_Classes_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো জনপ্রিয় ক্লাস নেই`)
};

/**
* | output |
* | --- |
* | "No popular classes yet" |
*
* @param {Home_Popular_Classes_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_popular_classes_empty_title = /** @type {((inputs?: Home_Popular_Classes_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Popular_Classes_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_popular_classes_empty_title(inputs)
	return en_home_popular_classes_empty_title(inputs)
});
