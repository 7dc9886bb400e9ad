/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Home_TitleInputs */

const en_meta_home_title = /** @type {(inputs: Meta_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sports Academy: train with world-class sports trainers`)
};

const bn_meta_home_title = /** @type {(inputs: Meta_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্পোর্টস একাডেমি: বিশ্বমানের স্পোর্টস ট্রেইনারদের কাছে শিখুন`)
};

/**
* | output |
* | --- |
* | "Sports Academy: train with world-class sports trainers" |
*
* @param {Meta_Home_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const meta_home_title = /** @type {((inputs?: Meta_Home_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Home_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_meta_home_title(inputs)
	return en_meta_home_title(inputs)
});
