/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_3_AltInputs */

const en_home_slide_3_alt = /** @type {(inputs: Home_Slide_3_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of a swimmer racing through a lane`)
};

const bn_home_slide_3_alt = /** @type {(inputs: Home_Slide_3_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লেন ধরে সাঁতরে এগোচ্ছেন এক সাঁতারু — ইলাস্ট্রেশন`)
};

/**
* | output |
* | --- |
* | "Illustration of a swimmer racing through a lane" |
*
* @param {Home_Slide_3_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_slide_3_alt = /** @type {((inputs?: Home_Slide_3_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_3_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_slide_3_alt(inputs)
	return en_home_slide_3_alt(inputs)
});
