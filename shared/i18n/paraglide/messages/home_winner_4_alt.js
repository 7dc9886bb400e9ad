/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Winner_4_AltInputs */

const en_home_winner_4_alt = /** @type {(inputs: Home_Winner_4_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration: a football team lifting the cup`)
};

const bn_home_winner_4_alt = /** @type {(inputs: Home_Winner_4_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইলাস্ট্রেশন: কাপ উঁচিয়ে ধরেছে একটি ফুটবল দল`)
};

/**
* | output |
* | --- |
* | "Illustration: a football team lifting the cup" |
*
* @param {Home_Winner_4_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_winner_4_alt = /** @type {((inputs?: Home_Winner_4_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Winner_4_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_winner_4_alt(inputs)
	return en_home_winner_4_alt(inputs)
});
