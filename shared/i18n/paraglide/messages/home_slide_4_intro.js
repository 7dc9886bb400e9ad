/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_4_IntroInputs */

const en_home_slide_4_intro = /** @type {(inputs: Home_Slide_4_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Small groups and personal feedback, whether you are starting out or chasing a national title.`)
};

const bn_home_slide_4_intro = /** @type {(inputs: Home_Slide_4_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছোট ছোট গ্রুপ আর আলাদা করে পরামর্শ — আপনি সবে শুরু করুন বা জাতীয় শিরোপার পেছনে ছুটুন।`)
};

/**
* | output |
* | --- |
* | "Small groups and personal feedback, whether you are starting out or chasing a national title." |
*
* @param {Home_Slide_4_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_4_intro = /** @type {((inputs?: Home_Slide_4_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_4_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_4_intro(inputs)
	return en_home_slide_4_intro(inputs)
});
