/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Value_Growth_TextInputs */

const en_home_value_growth_text = /** @type {(inputs: Home_Value_Growth_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We measure progress class by class and adapt training to each student.`)
};

const bn_home_value_growth_text = /** @type {(inputs: Home_Value_Growth_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রতিটি ক্লাসে আমরা অগ্রগতি মেপে দেখি, আর প্রত্যেক শিক্ষার্থীর মতো করে ট্রেনিং সাজাই।`)
};

/**
* | output |
* | --- |
* | "We measure progress class by class and adapt training to each student." |
*
* @param {Home_Value_Growth_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_value_growth_text = /** @type {((inputs?: Home_Value_Growth_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Value_Growth_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_value_growth_text(inputs)
	return en_home_value_growth_text(inputs)
});
