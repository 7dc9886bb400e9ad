/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_News_3_HeadlineInputs */

const en_home_news_3_headline = /** @type {(inputs: Home_News_3_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new gymnastics hall opens`)
};

const bn_home_news_3_headline = /** @type {(inputs: Home_News_3_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চালু হলো নতুন জিমন্যাস্টিকস হল`)
};

/**
* | output |
* | --- |
* | "A new gymnastics hall opens" |
*
* @param {Home_News_3_HeadlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_3_headline = /** @type {((inputs?: Home_News_3_HeadlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_3_HeadlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_3_headline(inputs)
	return en_home_news_3_headline(inputs)
});
