/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown>, headline: NonNullable<unknown> }} Home_Show_SlideInputs */

const en_home_show_slide = /** @type {(inputs: Home_Show_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show slide ${i?.position}: ${i?.headline}`)
};

const bn_home_show_slide = /** @type {(inputs: Home_Show_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.position} নম্বর স্লাইড দেখুন: ${i?.headline}`)
};

/**
* | output |
* | --- |
* | "Show slide {position}: {headline}" |
*
* @param {Home_Show_SlideInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_show_slide = /** @type {((inputs: Home_Show_SlideInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Show_SlideInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_show_slide(inputs)
	return en_home_show_slide(inputs)
});
