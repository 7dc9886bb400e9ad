/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_5_HeadlineInputs */

const en_home_slide_5_headline = /** @type {(inputs: Home_Slide_5_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join a team of champions`)
};

const bn_home_slide_5_headline = /** @type {(inputs: Home_Slide_5_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চ্যাম্পিয়নদের দলে যোগ দিন`)
};

/**
* | output |
* | --- |
* | "Join a team of champions" |
*
* @param {Home_Slide_5_HeadlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_5_headline = /** @type {((inputs?: Home_Slide_5_HeadlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_5_HeadlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_5_headline(inputs)
	return en_home_slide_5_headline(inputs)
});
