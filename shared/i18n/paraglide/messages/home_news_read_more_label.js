/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ headline: NonNullable<unknown> }} Home_News_Read_More_LabelInputs */

const en_home_news_read_more_label = /** @type {(inputs: Home_News_Read_More_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read More: ${i?.headline}`)
};

const bn_home_news_read_more_label = /** @type {(inputs: Home_News_Read_More_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আরও পড়ুন: ${i?.headline}`)
};

/**
* | output |
* | --- |
* | "Read More: {headline}" |
*
* @param {Home_News_Read_More_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_news_read_more_label = /** @type {((inputs: Home_News_Read_More_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_News_Read_More_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_news_read_more_label(inputs)
	return en_home_news_read_more_label(inputs)
});
