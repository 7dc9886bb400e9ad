/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_News_2_HeadlineInputs */

const en_home_news_2_headline = /** @type {(inputs: Home_News_2_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet our new cricket head coach`)
};

const bn_home_news_2_headline = /** @type {(inputs: Home_News_2_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিচিত হোন আমাদের নতুন ক্রিকেট হেড কোচের সাথে`)
};

/**
* | output |
* | --- |
* | "Meet our new cricket head coach" |
*
* @param {Home_News_2_HeadlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_2_headline = /** @type {((inputs?: Home_News_2_HeadlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_2_HeadlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_2_headline(inputs)
	return en_home_news_2_headline(inputs)
});
