/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_2_AltInputs */

const en_home_slide_2_alt = /** @type {(inputs: Home_Slide_2_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of a sprinter racing on the track`)
};

const bn_home_slide_2_alt = /** @type {(inputs: Home_Slide_2_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ট্র্যাকে দৌড়াচ্ছেন এক স্প্রিন্টার — ইলাস্ট্রেশন`)
};

/**
* | output |
* | --- |
* | "Illustration of a sprinter racing on the track" |
*
* @param {Home_Slide_2_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_2_alt = /** @type {((inputs?: Home_Slide_2_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_2_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_2_alt(inputs)
	return en_home_slide_2_alt(inputs)
});
