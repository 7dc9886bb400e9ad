/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_News_4_TeaserInputs */

const en_home_news_4_teaser = /** @type {(inputs: Home_News_4_TeaserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Six weeks of road and track riding for ages 10 to 16, with day and full-week options.`)
};

const bn_home_news_4_teaser = /** @type {(inputs: Home_News_4_TeaserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`১০ থেকে ১৬ বছর বয়সীদের জন্য ছয় সপ্তাহের রোড আর ট্র্যাক রাইডিং — শুধু দিনের বেলা বা পুরো সপ্তাহ, যেটা সুবিধা।`)
};

/**
* | output |
* | --- |
* | "Six weeks of road and track riding for ages 10 to 16, with day and full-week options." |
*
* @param {Home_News_4_TeaserInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_4_teaser = /** @type {((inputs?: Home_News_4_TeaserInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_4_TeaserInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_4_teaser(inputs)
	return en_home_news_4_teaser(inputs)
});
