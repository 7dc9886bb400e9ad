/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_DescriptionInputs */

const en_app_description = /** @type {(inputs: App_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse classes with world-class sports trainers, select them even offline, and pay in one go.`)
};

const bn_app_description = /** @type {(inputs: App_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিশ্বমানের স্পোর্টস ট্রেইনারদের ক্লাস খুঁজুন, অফলাইনেও ক্লাস বেছে রাখুন, তারপর একবারেই পেমেন্ট করুন।`)
};

/**
* | output |
* | --- |
* | "Browse classes with world-class sports trainers, select them even offline, and pay in one go." |
*
* @param {App_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const app_description = /** @type {((inputs?: App_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_app_description(inputs)
	return en_app_description(inputs)
});
