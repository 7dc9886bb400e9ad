/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Winner_1_AltInputs */

const en_home_winner_1_alt = /** @type {(inputs: Home_Winner_1_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration: three academy athletes celebrating on the podium`)
};

const bn_home_winner_1_alt = /** @type {(inputs: Home_Winner_1_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইলাস্ট্রেশন: বিজয়মঞ্চে উল্লাস করছে একাডেমির তিন খেলোয়াড়`)
};

/**
* | output |
* | --- |
* | "Illustration: three academy athletes celebrating on the podium" |
*
* @param {Home_Winner_1_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_winner_1_alt = /** @type {((inputs?: Home_Winner_1_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Winner_1_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_winner_1_alt(inputs)
	return en_home_winner_1_alt(inputs)
});
