/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_1_AltInputs */

const en_home_slide_1_alt = /** @type {(inputs: Home_Slide_1_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of a footballer striking the ball`)
};

const bn_home_slide_1_alt = /** @type {(inputs: Home_Slide_1_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বলে শট নিচ্ছেন এক ফুটবলার — ইলাস্ট্রেশন`)
};

/**
* | output |
* | --- |
* | "Illustration of a footballer striking the ball" |
*
* @param {Home_Slide_1_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_1_alt = /** @type {((inputs?: Home_Slide_1_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_1_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_1_alt(inputs)
	return en_home_slide_1_alt(inputs)
});
