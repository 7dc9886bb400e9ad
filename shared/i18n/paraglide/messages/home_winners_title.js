/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Winners_TitleInputs */

const en_home_winners_title = /** @type {(inputs: Home_Winners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our winners`)
};

const bn_home_winners_title = /** @type {(inputs: Home_Winners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের বিজয়ীরা`)
};

/**
* | output |
* | --- |
* | "Our winners" |
*
* @param {Home_Winners_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_winners_title = /** @type {((inputs?: Home_Winners_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Winners_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_winners_title(inputs)
	return en_home_winners_title(inputs)
});
