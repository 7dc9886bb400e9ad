/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_3_IntroInputs */

const en_home_slide_3_intro = /** @type {(inputs: Home_Slide_3_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technique classes with Olympic-level swimming coaches, from your first length to race day.`)
};

const bn_home_slide_3_intro = /** @type {(inputs: Home_Slide_3_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অলিম্পিক মানের সাঁতার কোচদের কাছে টেকনিকের ক্লাস — প্রথম ল্যাপ থেকে রেসের দিন পর্যন্ত।`)
};

/**
* | output |
* | --- |
* | "Technique classes with Olympic-level swimming coaches, from your first length to race day." |
*
* @param {Home_Slide_3_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_3_intro = /** @type {((inputs?: Home_Slide_3_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_3_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_3_intro(inputs)
	return en_home_slide_3_intro(inputs)
});
