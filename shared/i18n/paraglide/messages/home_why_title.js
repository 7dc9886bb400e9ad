/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_TitleInputs */

const en_home_why_title = /** @type {(inputs: Home_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why people choose us`)
};

const bn_home_why_title = /** @type {(inputs: Home_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কেন সবাই আমাদের বেছে নেন`)
};

/**
* | output |
* | --- |
* | "Why people choose us" |
*
* @param {Home_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_why_title = /** @type {((inputs?: Home_Why_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_why_title(inputs)
	return en_home_why_title(inputs)
});
