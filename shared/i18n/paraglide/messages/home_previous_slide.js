/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Previous_SlideInputs */

const en_home_previous_slide = /** @type {(inputs: Home_Previous_SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous slide`)
};

const bn_home_previous_slide = /** @type {(inputs: Home_Previous_SlideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আগের স্লাইড`)
};

/**
* | output |
* | --- |
* | "Previous slide" |
*
* @param {Home_Previous_SlideInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_previous_slide = /** @type {((inputs?: Home_Previous_SlideInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Previous_SlideInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_previous_slide(inputs)
	return en_home_previous_slide(inputs)
});
