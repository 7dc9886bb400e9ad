/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Winner_6_AltInputs */

const en_home_winner_6_alt = /** @type {(inputs: Home_Winner_6_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration: a boxer raising his arms in victory`)
};

const bn_home_winner_6_alt = /** @type {(inputs: Home_Winner_6_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইলাস্ট্রেশন: জয়ের পর দুই হাত তুলেছেন এক বক্সার`)
};

/**
* | output |
* | --- |
* | "Illustration: a boxer raising his arms in victory" |
*
* @param {Home_Winner_6_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_winner_6_alt = /** @type {((inputs?: Home_Winner_6_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Winner_6_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_winner_6_alt(inputs)
	return en_home_winner_6_alt(inputs)
});
