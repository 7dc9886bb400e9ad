/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Play_SlideshowInputs */

const en_home_play_slideshow = /** @type {(inputs: Home_Play_SlideshowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play slideshow`)
};

const bn_home_play_slideshow = /** @type {(inputs: Home_Play_SlideshowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্লাইডশো চালু করুন`)
};

/**
* | output |
* | --- |
* | "Play slideshow" |
*
* @param {Home_Play_SlideshowInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_play_slideshow = /** @type {((inputs?: Home_Play_SlideshowInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Play_SlideshowInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_play_slideshow(inputs)
	return en_home_play_slideshow(inputs)
});
