/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Popular_Classes_LoadingInputs */

const en_home_popular_classes_loading = /** @type {(inputs: Home_Popular_Classes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading popular classes`)
};

const bn_home_popular_classes_loading = /** @type {(inputs: Home_Popular_Classes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জনপ্রিয় ক্লাসগুলো লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading popular classes" |
*
* @param {Home_Popular_Classes_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_popular_classes_loading = /** @type {((inputs?: Home_Popular_Classes_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Popular_Classes_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_popular_classes_loading(inputs)
	return en_home_popular_classes_loading(inputs)
});
