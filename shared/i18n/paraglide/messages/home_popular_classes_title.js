/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Popular_Classes_TitleInputs */

const en_home_popular_classes_title = /** @type {(inputs: Home_Popular_Classes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular classes`)
};

const bn_home_popular_classes_title = /** @type {(inputs: Home_Popular_Classes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জনপ্রিয় ক্লাস`)
};

/**
* | output |
* | --- |
* | "Popular classes" |
*
* @param {Home_Popular_Classes_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_popular_classes_title = /** @type {((inputs?: Home_Popular_Classes_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Popular_Classes_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_popular_classes_title(inputs)
	return en_home_popular_classes_title(inputs)
});
