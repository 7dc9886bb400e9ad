/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Popular_Classes_SubtitleInputs */

const en_home_popular_classes_subtitle = /** @type {(inputs: Home_Popular_Classes_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The classes our students love most right now.`)
};

const bn_home_popular_classes_subtitle = /** @type {(inputs: Home_Popular_Classes_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই মুহূর্তে আমাদের শিক্ষার্থীদের সবচেয়ে প্রিয় ক্লাসগুলো।`)
};

/**
* | output |
* | --- |
* | "The classes our students love most right now." |
*
* @param {Home_Popular_Classes_SubtitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_popular_classes_subtitle = /** @type {((inputs?: Home_Popular_Classes_SubtitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Popular_Classes_SubtitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_popular_classes_subtitle(inputs)
	return en_home_popular_classes_subtitle(inputs)
});
