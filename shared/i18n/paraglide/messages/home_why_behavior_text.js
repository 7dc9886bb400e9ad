/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Behavior_TextInputs */

const en_home_why_behavior_text = /** @type {(inputs: Home_Why_Behavior_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patient, encouraging coaches trained to work with every age group.`)
};

const bn_home_why_behavior_text = /** @type {(inputs: Home_Why_Behavior_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ধৈর্যশীল, উৎসাহ দেওয়া কোচ — সব বয়সীদের সাথে কাজ করার ট্রেনিং যাঁদের আছে।`)
};

/**
* | output |
* | --- |
* | "Patient, encouraging coaches trained to work with every age group." |
*
* @param {Home_Why_Behavior_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_why_behavior_text = /** @type {((inputs?: Home_Why_Behavior_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Behavior_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_why_behavior_text(inputs)
	return en_home_why_behavior_text(inputs)
});
