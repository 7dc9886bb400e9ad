/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Values_TitleInputs */

const en_home_values_title = /** @type {(inputs: Home_Values_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our values`)
};

const bn_home_values_title = /** @type {(inputs: Home_Values_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের মূল্যবোধ`)
};

/**
* | output |
* | --- |
* | "Our values" |
*
* @param {Home_Values_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_values_title = /** @type {((inputs?: Home_Values_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Values_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_values_title(inputs)
	return en_home_values_title(inputs)
});
