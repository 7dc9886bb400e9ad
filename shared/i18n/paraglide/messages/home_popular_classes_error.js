/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Popular_Classes_ErrorInputs */

const en_home_popular_classes_error = /** @type {(inputs: Home_Popular_Classes_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the popular classes. Check your connection and try again.`)
};

const bn_home_popular_classes_error = /** @type {(inputs: Home_Popular_Classes_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জনপ্রিয় ক্লাসগুলো লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load the popular classes. Check your connection and try again." |
*
* @param {Home_Popular_Classes_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_popular_classes_error = /** @type {((inputs?: Home_Popular_Classes_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Popular_Classes_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_popular_classes_error(inputs)
	return en_home_popular_classes_error(inputs)
});
