/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_News_TitleInputs */

const en_home_news_title = /** @type {(inputs: Home_News_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest news and updates`)
};

const bn_home_news_title = /** @type {(inputs: Home_News_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সর্বশেষ খবর ও আপডেট`)
};

/**
* | output |
* | --- |
* | "Latest news and updates" |
*
* @param {Home_News_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_title = /** @type {((inputs?: Home_News_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_title(inputs)
	return en_home_news_title(inputs)
});
