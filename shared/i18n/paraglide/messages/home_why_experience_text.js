/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Experience_TextInputs */

const en_home_why_experience_text = /** @type {(inputs: Home_Why_Experience_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nearly thirty years of training athletes, from first steps to podiums.`)
};

const bn_home_why_experience_text = /** @type {(inputs: Home_Why_Experience_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রায় তিরিশ বছর ধরে খেলোয়াড় তৈরি করছি — প্রথম পা ফেলা থেকে বিজয়মঞ্চ পর্যন্ত।`)
};

/**
* | output |
* | --- |
* | "Nearly thirty years of training athletes, from first steps to podiums." |
*
* @param {Home_Why_Experience_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_why_experience_text = /** @type {((inputs?: Home_Why_Experience_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Experience_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_why_experience_text(inputs)
	return en_home_why_experience_text(inputs)
});
