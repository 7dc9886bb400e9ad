/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Values_SubtitleInputs */

const en_home_values_subtitle = /** @type {(inputs: Home_Values_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What every coach at the academy has stood for since 1995.`)
};

const bn_home_values_subtitle = /** @type {(inputs: Home_Values_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`১৯৯৫ সাল থেকে একাডেমির প্রত্যেক কোচ যা মেনে চলেন।`)
};

/**
* | output |
* | --- |
* | "What every coach at the academy has stood for since 1995." |
*
* @param {Home_Values_SubtitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_values_subtitle = /** @type {((inputs?: Home_Values_SubtitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Values_SubtitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_values_subtitle(inputs)
	return en_home_values_subtitle(inputs)
});
