/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_1_IntroInputs */

const en_home_slide_1_intro = /** @type {(inputs: Home_Slide_1_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Since 1995 our coaches have turned beginners into champions. Pick a class, learn from the best and play your best season yet.`)
};

const bn_home_slide_1_intro = /** @type {(inputs: Home_Slide_1_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`১৯৯৫ সাল থেকে আমাদের কোচরা নতুনদের চ্যাম্পিয়ন বানিয়ে আসছেন। একটা ক্লাস বেছে নিন, সেরাদের কাছে শিখুন, আর খেলুন আপনার সেরা সিজন।`)
};

/**
* | output |
* | --- |
* | "Since 1995 our coaches have turned beginners into champions. Pick a class, learn from the best and play your best season yet." |
*
* @param {Home_Slide_1_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_1_intro = /** @type {((inputs?: Home_Slide_1_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_1_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_1_intro(inputs)
	return en_home_slide_1_intro(inputs)
});
