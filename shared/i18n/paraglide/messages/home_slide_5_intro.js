/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_5_IntroInputs */

const en_home_slide_5_intro = /** @type {(inputs: Home_Slide_5_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our students have won more than 300 medals. Choose your sport and train with the people who coached them.`)
};

const bn_home_slide_5_intro = /** @type {(inputs: Home_Slide_5_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের শিক্ষার্থীরা ৩০০টিরও বেশি পদক জিতেছে। আপনার খেলা বেছে নিন, আর তাদের কোচদের কাছেই অনুশীলন করুন।`)
};

/**
* | output |
* | --- |
* | "Our students have won more than 300 medals. Choose your sport and train with the people who coached them." |
*
* @param {Home_Slide_5_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_5_intro = /** @type {((inputs?: Home_Slide_5_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_5_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_5_intro(inputs)
	return en_home_slide_5_intro(inputs)
});
