/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Value_Respect_TextInputs */

const en_home_value_respect_text = /** @type {(inputs: Home_Value_Respect_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fair play, safety and respect for every athlete come before any result.`)
};

const bn_home_value_respect_text = /** @type {(inputs: Home_Value_Respect_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যেকোনো ফলাফলের আগে ফেয়ার প্লে, নিরাপত্তা আর প্রত্যেক খেলোয়াড়ের প্রতি সম্মান।`)
};

/**
* | output |
* | --- |
* | "Fair play, safety and respect for every athlete come before any result." |
*
* @param {Home_Value_Respect_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_value_respect_text = /** @type {((inputs?: Home_Value_Respect_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Value_Respect_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_value_respect_text(inputs)
	return en_home_value_respect_text(inputs)
});
