/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Value_Community_TextInputs */

const en_home_value_community_text = /** @type {(inputs: Home_Value_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Students, parents and coaches train, travel and celebrate together.`)
};

const bn_home_value_community_text = /** @type {(inputs: Home_Value_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী, অভিভাবক আর কোচরা একসাথে অনুশীলন করেন, খেলতে যান, জয় উদযাপন করেন।`)
};

/**
* | output |
* | --- |
* | "Students, parents and coaches train, travel and celebrate together." |
*
* @param {Home_Value_Community_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_value_community_text = /** @type {((inputs?: Home_Value_Community_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Value_Community_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_value_community_text(inputs)
	return en_home_value_community_text(inputs)
});
