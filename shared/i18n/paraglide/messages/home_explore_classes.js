/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Explore_ClassesInputs */

const en_home_explore_classes = /** @type {(inputs: Home_Explore_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore classes`)
};

const bn_home_explore_classes = /** @type {(inputs: Home_Explore_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাসগুলো দেখুন`)
};

/**
* | output |
* | --- |
* | "Explore classes" |
*
* @param {Home_Explore_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_explore_classes = /** @type {((inputs?: Home_Explore_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Explore_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_explore_classes(inputs)
	return en_home_explore_classes(inputs)
});
