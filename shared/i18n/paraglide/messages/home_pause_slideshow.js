/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pause_SlideshowInputs */

const en_home_pause_slideshow = /** @type {(inputs: Home_Pause_SlideshowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause slideshow`)
};

const bn_home_pause_slideshow = /** @type {(inputs: Home_Pause_SlideshowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্লাইডশো থামান`)
};

/**
* | output |
* | --- |
* | "Pause slideshow" |
*
* @param {Home_Pause_SlideshowInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_pause_slideshow = /** @type {((inputs?: Home_Pause_SlideshowInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pause_SlideshowInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_pause_slideshow(inputs)
	return en_home_pause_slideshow(inputs)
});
