/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Winner_2_AltInputs */

const en_home_winner_2_alt = /** @type {(inputs: Home_Winner_2_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration: a gold trophy under falling confetti`)
};

const bn_home_winner_2_alt = /** @type {(inputs: Home_Winner_2_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইলাস্ট্রেশন: ঝরে পড়া রঙিন কাগজের নিচে একটি সোনার ট্রফি`)
};

/**
* | output |
* | --- |
* | "Illustration: a gold trophy under falling confetti" |
*
* @param {Home_Winner_2_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_winner_2_alt = /** @type {((inputs?: Home_Winner_2_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Winner_2_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_winner_2_alt(inputs)
	return en_home_winner_2_alt(inputs)
});
