/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_News_No_CommentsInputs */

const en_home_news_no_comments = /** @type {(inputs: Home_News_No_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Comments`)
};

const bn_home_news_no_comments = /** @type {(inputs: Home_News_No_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোনো মন্তব্য নেই`)
};

/**
* | output |
* | --- |
* | "No Comments" |
*
* @param {Home_News_No_CommentsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_no_comments = /** @type {((inputs?: Home_News_No_CommentsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_No_CommentsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_no_comments(inputs)
	return en_home_news_no_comments(inputs)
});
