/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_2_HeadlineInputs */

const en_home_slide_2_headline = /** @type {(inputs: Home_Slide_2_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faster, stronger, every week`)
};

const bn_home_slide_2_headline = /** @type {(inputs: Home_Slide_2_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রতি সপ্তাহে আরও দ্রুত, আরও শক্ত`)
};

/**
* | output |
* | --- |
* | "Faster, stronger, every week" |
*
* @param {Home_Slide_2_HeadlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_2_headline = /** @type {((inputs?: Home_Slide_2_HeadlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_2_HeadlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_2_headline(inputs)
	return en_home_slide_2_headline(inputs)
});
