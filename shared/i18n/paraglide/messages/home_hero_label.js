/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_LabelInputs */

const en_home_hero_label = /** @type {(inputs: Home_Hero_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Academy highlights`)
};

const bn_home_hero_label = /** @type {(inputs: Home_Hero_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একাডেমির হাইলাইটস`)
};

/**
* | output |
* | --- |
* | "Academy highlights" |
*
* @param {Home_Hero_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_hero_label = /** @type {((inputs?: Home_Hero_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_hero_label(inputs)
	return en_home_hero_label(inputs)
});
