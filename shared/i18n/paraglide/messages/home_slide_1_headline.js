/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_1_HeadlineInputs */

const en_home_slide_1_headline = /** @type {(inputs: Home_Slide_1_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Train with world-class sports trainers`)
};

const bn_home_slide_1_headline = /** @type {(inputs: Home_Slide_1_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিশ্বমানের স্পোর্টস ট্রেইনারদের কাছে শিখুন`)
};

/**
* | output |
* | --- |
* | "Train with world-class sports trainers" |
*
* @param {Home_Slide_1_HeadlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_1_headline = /** @type {((inputs?: Home_Slide_1_HeadlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_1_HeadlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_1_headline(inputs)
	return en_home_slide_1_headline(inputs)
});
