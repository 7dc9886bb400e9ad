/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_News_4_HeadlineInputs */

const en_home_news_4_headline = /** @type {(inputs: Home_News_4_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summer cycling camp registrations are open`)
};

const bn_home_news_4_headline = /** @type {(inputs: Home_News_4_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`গ্রীষ্মকালীন সাইক্লিং ক্যাম্পে রেজিস্ট্রেশন চলছে`)
};

/**
* | output |
* | --- |
* | "Summer cycling camp registrations are open" |
*
* @param {Home_News_4_HeadlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_4_headline = /** @type {((inputs?: Home_News_4_HeadlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_4_HeadlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_4_headline(inputs)
	return en_home_news_4_headline(inputs)
});
