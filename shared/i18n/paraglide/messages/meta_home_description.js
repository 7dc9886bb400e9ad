/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Home_DescriptionInputs */

const en_meta_home_description = /** @type {(inputs: Meta_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse classes with world-class sports trainers, select them even offline, and pay for them in one go.`)
};

const bn_meta_home_description = /** @type {(inputs: Meta_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিশ্বমানের স্পোর্টস ট্রেইনারদের ক্লাস খুঁজুন, অফলাইনেও ক্লাস বেছে রাখুন, তারপর একবারেই সবগুলোর পেমেন্ট করুন।`)
};

/**
* | output |
* | --- |
* | "Browse classes with world-class sports trainers, select them even offline, and pay for them in one go." |
*
* @param {Meta_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const meta_home_description = /** @type {((inputs?: Meta_Home_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Home_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_meta_home_description(inputs)
	return en_meta_home_description(inputs)
});
