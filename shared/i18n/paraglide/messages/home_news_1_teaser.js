/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_News_1_TeaserInputs */

const en_home_news_1_teaser = /** @type {(inputs: Home_News_1_TeaserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our squad finished second overall at the national junior championships in Dhaka.`)
};

const bn_home_news_1_teaser = /** @type {(inputs: Home_News_1_TeaserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঢাকায় জাতীয় জুনিয়র চ্যাম্পিয়নশিপে আমাদের দল সামগ্রিকভাবে দ্বিতীয় হয়েছে।`)
};

/**
* | output |
* | --- |
* | "Our squad finished second overall at the national junior championships in Dhaka." |
*
* @param {Home_News_1_TeaserInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_1_teaser = /** @type {((inputs?: Home_News_1_TeaserInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_1_TeaserInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_1_teaser(inputs)
	return en_home_news_1_teaser(inputs)
});
