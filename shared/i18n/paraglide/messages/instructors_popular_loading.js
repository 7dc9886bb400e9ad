/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_Popular_LoadingInputs */

const en_instructors_popular_loading = /** @type {(inputs: Instructors_Popular_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading popular instructors`)
};

const bn_instructors_popular_loading = /** @type {(inputs: Instructors_Popular_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জনপ্রিয় ইনস্ট্রাক্টরদের তালিকা লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading popular instructors" |
*
* @param {Instructors_Popular_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_popular_loading = /** @type {((inputs?: Instructors_Popular_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_Popular_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_popular_loading(inputs)
	return en_instructors_popular_loading(inputs)
});
