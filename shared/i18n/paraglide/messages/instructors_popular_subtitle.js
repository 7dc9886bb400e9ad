/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_Popular_SubtitleInputs */

const en_instructors_popular_subtitle = /** @type {(inputs: Instructors_Popular_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coaches with the most students this season.`)
};

const bn_instructors_popular_subtitle = /** @type {(inputs: Instructors_Popular_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সিজনে যেসব কোচের শিক্ষার্থী সবচেয়ে বেশি।`)
};

/**
* | output |
* | --- |
* | "The coaches with the most students this season." |
*
* @param {Instructors_Popular_SubtitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_popular_subtitle = /** @type {((inputs?: Instructors_Popular_SubtitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_Popular_SubtitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_popular_subtitle(inputs)
	return en_instructors_popular_subtitle(inputs)
});
