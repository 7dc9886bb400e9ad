/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Winner_3_AltInputs */

const en_home_winner_3_alt = /** @type {(inputs: Home_Winner_3_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration: a gold medal on its ribbon`)
};

const bn_home_winner_3_alt = /** @type {(inputs: Home_Winner_3_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইলাস্ট্রেশন: ফিতায় ঝোলানো একটি সোনার পদক`)
};

/**
* | output |
* | --- |
* | "Illustration: a gold medal on its ribbon" |
*
* @param {Home_Winner_3_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_winner_3_alt = /** @type {((inputs?: Home_Winner_3_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Winner_3_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_winner_3_alt(inputs)
	return en_home_winner_3_alt(inputs)
});
