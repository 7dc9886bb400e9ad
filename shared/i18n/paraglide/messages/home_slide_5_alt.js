/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_5_AltInputs */

const en_home_slide_5_alt = /** @type {(inputs: Home_Slide_5_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of a tennis player hitting a forehand`)
};

const bn_home_slide_5_alt = /** @type {(inputs: Home_Slide_5_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফোরহ্যান্ড মারছেন এক টেনিস খেলোয়াড় — ইলাস্ট্রেশন`)
};

/**
* | output |
* | --- |
* | "Illustration of a tennis player hitting a forehand" |
*
* @param {Home_Slide_5_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_5_alt = /** @type {((inputs?: Home_Slide_5_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_5_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_5_alt(inputs)
	return en_home_slide_5_alt(inputs)
});
