/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_2_IntroInputs */

const en_home_slide_2_intro = /** @type {(inputs: Home_Slide_2_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Athletics sessions planned by coaches who have trained national medallists, for every age and level.`)
};

const bn_home_slide_2_intro = /** @type {(inputs: Home_Slide_2_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জাতীয় পর্যায়ে পদকজয়ীদের যাঁরা তৈরি করেছেন, সেই কোচদের সাজানো অ্যাথলেটিকস সেশন — সব বয়স আর সব লেভেলের জন্য।`)
};

/**
* | output |
* | --- |
* | "Athletics sessions planned by coaches who have trained national medallists, for every age and level." |
*
* @param {Home_Slide_2_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_2_intro = /** @type {((inputs?: Home_Slide_2_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_2_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_2_intro(inputs)
	return en_home_slide_2_intro(inputs)
});
