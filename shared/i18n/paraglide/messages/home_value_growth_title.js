/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Value_Growth_TitleInputs */

const en_home_value_growth_title = /** @type {(inputs: Home_Value_Growth_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Growth`)
};

const bn_home_value_growth_title = /** @type {(inputs: Home_Value_Growth_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`উন্নতি`)
};

/**
* | output |
* | --- |
* | "Growth" |
*
* @param {Home_Value_Growth_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_value_growth_title = /** @type {((inputs?: Home_Value_Growth_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Value_Growth_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_value_growth_title(inputs)
	return en_home_value_growth_title(inputs)
});
