/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Value_Excellence_TitleInputs */

const en_home_value_excellence_title = /** @type {(inputs: Home_Value_Excellence_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excellence`)
};

const bn_home_value_excellence_title = /** @type {(inputs: Home_Value_Excellence_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শ্রেষ্ঠত্ব`)
};

/**
* | output |
* | --- |
* | "Excellence" |
*
* @param {Home_Value_Excellence_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_value_excellence_title = /** @type {((inputs?: Home_Value_Excellence_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Value_Excellence_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_value_excellence_title(inputs)
	return en_home_value_excellence_title(inputs)
});
