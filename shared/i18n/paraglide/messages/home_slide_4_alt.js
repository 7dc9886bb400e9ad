/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_4_AltInputs */

const en_home_slide_4_alt = /** @type {(inputs: Home_Slide_4_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of a basketball player rising for a shot`)
};

const bn_home_slide_4_alt = /** @type {(inputs: Home_Slide_4_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শট নিতে লাফ দিচ্ছেন এক বাস্কেটবল খেলোয়াড় — ইলাস্ট্রেশন`)
};

/**
* | output |
* | --- |
* | "Illustration of a basketball player rising for a shot" |
*
* @param {Home_Slide_4_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_4_alt = /** @type {((inputs?: Home_Slide_4_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_4_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_4_alt(inputs)
	return en_home_slide_4_alt(inputs)
});
