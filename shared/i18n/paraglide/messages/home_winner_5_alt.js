/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Winner_5_AltInputs */

const en_home_winner_5_alt = /** @type {(inputs: Home_Winner_5_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration: a sprinter crossing the finish line first`)
};

const bn_home_winner_5_alt = /** @type {(inputs: Home_Winner_5_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইলাস্ট্রেশন: সবার আগে ফিনিশ লাইন পার হচ্ছেন এক স্প্রিন্টার`)
};

/**
* | output |
* | --- |
* | "Illustration: a sprinter crossing the finish line first" |
*
* @param {Home_Winner_5_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_winner_5_alt = /** @type {((inputs?: Home_Winner_5_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Winner_5_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_winner_5_alt(inputs)
	return en_home_winner_5_alt(inputs)
});
