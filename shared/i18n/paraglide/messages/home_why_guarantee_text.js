/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Guarantee_TextInputs */

const en_home_why_guarantee_text = /** @type {(inputs: Home_Why_Guarantee_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not happy after your first class? We refund it, no questions asked.`)
};

const bn_home_why_guarantee_text = /** @type {(inputs: Home_Why_Guarantee_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রথম ক্লাসের পর ভালো লাগেনি? কোনো প্রশ্ন ছাড়াই টাকা ফেরত দেব।`)
};

/**
* | output |
* | --- |
* | "Not happy after your first class? We refund it, no questions asked." |
*
* @param {Home_Why_Guarantee_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_why_guarantee_text = /** @type {((inputs?: Home_Why_Guarantee_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Guarantee_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_why_guarantee_text(inputs)
	return en_home_why_guarantee_text(inputs)
});
