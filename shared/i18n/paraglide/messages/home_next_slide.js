/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Next_SlideInputs */

const en_home_next_slide = /** @type {(inputs: Home_Next_SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next slide`)
};

const bn_home_next_slide = /** @type {(inputs: Home_Next_SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরের স্লাইড`)
};

/**
* | output |
* | --- |
* | "Next slide" |
*
* @param {Home_Next_SlideInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_next_slide = /** @type {((inputs?: Home_Next_SlideInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Next_SlideInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_next_slide(inputs)
	return en_home_next_slide(inputs)
});
