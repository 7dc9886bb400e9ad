/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_News_2_TeaserInputs */

const en_home_news_2_teaser = /** @type {(inputs: Home_News_2_TeaserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A former first-class all-rounder joins us to lead the batting and fast-bowling programmes.`)
};

const bn_home_news_2_teaser = /** @type {(inputs: Home_News_2_TeaserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রথম শ্রেণির ক্রিকেটের সাবেক এক অলরাউন্ডার যোগ দিয়েছেন — তিনি ব্যাটিং আর ফাস্ট বোলিং প্রোগ্রামের দায়িত্বে থাকবেন।`)
};

/**
* | output |
* | --- |
* | "A former first-class all-rounder joins us to lead the batting and fast-bowling programmes." |
*
* @param {Home_News_2_TeaserInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_2_teaser = /** @type {((inputs?: Home_News_2_TeaserInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_2_TeaserInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_2_teaser(inputs)
	return en_home_news_2_teaser(inputs)
});
