/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Experience_TitleInputs */

const en_home_why_experience_title = /** @type {(inputs: Home_Why_Experience_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exprience`)
};

const bn_home_why_experience_title = /** @type {(inputs: Home_Why_Experience_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অভিজ্ঞতা`)
};

/**
* | output |
* | --- |
* | "Exprience" |
*
* @param {Home_Why_Experience_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_why_experience_title = /** @type {((inputs?: Home_Why_Experience_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Experience_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_why_experience_title(inputs)
	return en_home_why_experience_title(inputs)
});
