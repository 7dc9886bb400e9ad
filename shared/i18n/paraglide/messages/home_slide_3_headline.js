/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_3_HeadlineInputs */

const en_home_slide_3_headline = /** @type {(inputs: Home_Slide_3_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swim with confidence`)
};

const bn_home_slide_3_headline = /** @type {(inputs: Home_Slide_3_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আত্মবিশ্বাস নিয়ে সাঁতার কাটুন`)
};

/**
* | output |
* | --- |
* | "Swim with confidence" |
*
* @param {Home_Slide_3_HeadlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_3_headline = /** @type {((inputs?: Home_Slide_3_HeadlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_3_HeadlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_3_headline(inputs)
	return en_home_slide_3_headline(inputs)
});
