/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_See_All_ClassesInputs */

const en_home_see_all_classes = /** @type {(inputs: Home_See_All_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all classes`)
};

const bn_home_see_all_classes = /** @type {(inputs: Home_See_All_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব ক্লাস দেখুন`)
};

/**
* | output |
* | --- |
* | "See all classes" |
*
* @param {Home_See_All_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_see_all_classes = /** @type {((inputs?: Home_See_All_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_See_All_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_see_all_classes(inputs)
	return en_home_see_all_classes(inputs)
});
