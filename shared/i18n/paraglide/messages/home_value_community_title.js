/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Value_Community_TitleInputs */

const en_home_value_community_title = /** @type {(inputs: Home_Value_Community_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const bn_home_value_community_title = /** @type {(inputs: Home_Value_Community_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কমিউনিটি`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Home_Value_Community_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_value_community_title = /** @type {((inputs?: Home_Value_Community_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Value_Community_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_value_community_title(inputs)
	return en_home_value_community_title(inputs)
});
