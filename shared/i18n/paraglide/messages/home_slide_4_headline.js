/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_4_HeadlineInputs */

const en_home_slide_4_headline = /** @type {(inputs: Home_Slide_4_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built for every level`)
};

const bn_home_slide_4_headline = /** @type {(inputs: Home_Slide_4_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব লেভেলের জন্য`)
};

/**
* | output |
* | --- |
* | "Built for every level" |
*
* @param {Home_Slide_4_HeadlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_4_headline = /** @type {((inputs?: Home_Slide_4_HeadlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_4_HeadlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_4_headline(inputs)
	return en_home_slide_4_headline(inputs)
});
