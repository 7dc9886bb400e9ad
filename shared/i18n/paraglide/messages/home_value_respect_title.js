/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Value_Respect_TitleInputs */

const en_home_value_respect_title = /** @type {(inputs: Home_Value_Respect_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respect`)
};

const bn_home_value_respect_title = /** @type {(inputs: Home_Value_Respect_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সম্মান`)
};

/**
* | output |
* | --- |
* | "Respect" |
*
* @param {Home_Value_Respect_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_value_respect_title = /** @type {((inputs?: Home_Value_Respect_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Value_Respect_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_value_respect_title(inputs)
	return en_home_value_respect_title(inputs)
});
