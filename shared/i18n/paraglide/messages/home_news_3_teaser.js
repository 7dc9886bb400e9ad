/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_News_3_TeaserInputs */

const en_home_news_3_teaser = /** @type {(inputs: Home_News_3_TeaserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprung floors, bars and beams for classes from age six, open every day from 7 am.`)
};

const bn_home_news_3_teaser = /** @type {(inputs: Home_News_3_TeaserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্প্রিং ফ্লোর, বার আর বিম — ছয় বছর বয়স থেকে ক্লাস, প্রতিদিন সকাল ৭টা থেকে খোলা।`)
};

/**
* | output |
* | --- |
* | "Sprung floors, bars and beams for classes from age six, open every day from 7 am." |
*
* @param {Home_News_3_TeaserInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_3_teaser = /** @type {((inputs?: Home_News_3_TeaserInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_3_TeaserInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_3_teaser(inputs)
	return en_home_news_3_teaser(inputs)
});
