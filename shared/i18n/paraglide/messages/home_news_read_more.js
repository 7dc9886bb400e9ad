/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_News_Read_MoreInputs */

const en_home_news_read_more = /** @type {(inputs: Home_News_Read_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read More`)
};

const bn_home_news_read_more = /** @type {(inputs: Home_News_Read_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আরও পড়ুন`)
};

/**
* | output |
* | --- |
* | "Read More" |
*
* @param {Home_News_Read_MoreInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_read_more = /** @type {((inputs?: Home_News_Read_MoreInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_Read_MoreInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_read_more(inputs)
	return en_home_news_read_more(inputs)
});
