/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Winners_SubtitleInputs */

const en_home_winners_subtitle = /** @type {(inputs: Home_Winners_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Champions who trained with us.`)
};

const bn_home_winners_subtitle = /** @type {(inputs: Home_Winners_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যেসব চ্যাম্পিয়ন আমাদের এখানে অনুশীলন করেছেন।`)
};

/**
* | output |
* | --- |
* | "Champions who trained with us." |
*
* @param {Home_Winners_SubtitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_winners_subtitle = /** @type {((inputs?: Home_Winners_SubtitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Winners_SubtitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_winners_subtitle(inputs)
	return en_home_winners_subtitle(inputs)
});
