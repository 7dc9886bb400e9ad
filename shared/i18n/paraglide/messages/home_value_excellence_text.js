/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Value_Excellence_TextInputs */

const en_home_value_excellence_text = /** @type {(inputs: Home_Value_Excellence_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every session is planned by coaches who have competed and won at the highest level.`)
};

const bn_home_value_excellence_text = /** @type {(inputs: Home_Value_Excellence_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রতিটি সেশন সাজান এমন কোচরা, যাঁরা নিজেরা সর্বোচ্চ পর্যায়ে খেলেছেন আর জিতেছেন।`)
};

/**
* | output |
* | --- |
* | "Every session is planned by coaches who have competed and won at the highest level." |
*
* @param {Home_Value_Excellence_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_value_excellence_text = /** @type {((inputs?: Home_Value_Excellence_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Value_Excellence_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_value_excellence_text(inputs)
	return en_home_value_excellence_text(inputs)
});
