/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Choose_SlideInputs */

const en_home_choose_slide = /** @type {(inputs: Home_Choose_SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a slide`)
};

const bn_home_choose_slide = /** @type {(inputs: Home_Choose_SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্লাইড বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Choose a slide" |
*
* @param {Home_Choose_SlideInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_choose_slide = /** @type {((inputs?: Home_Choose_SlideInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Choose_SlideInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_choose_slide(inputs)
	return en_home_choose_slide(inputs)
});
