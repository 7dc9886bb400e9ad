/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_News_1_HeadlineInputs */

const en_home_news_1_headline = /** @type {(inputs: Home_News_1_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Academy swimmers bring home five medals`)
};

const bn_home_news_1_headline = /** @type {(inputs: Home_News_1_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একাডেমির সাঁতারুরা আনল পাঁচটি পদক`)
};

/**
* | output |
* | --- |
* | "Academy swimmers bring home five medals" |
*
* @param {Home_News_1_HeadlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_1_headline = /** @type {((inputs?: Home_News_1_HeadlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_1_HeadlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_1_headline(inputs)
	return en_home_news_1_headline(inputs)
});
