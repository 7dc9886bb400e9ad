/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructors_Popular_ErrorInputs */

const en_instructors_popular_error = /** @type {(inputs: Instructors_Popular_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the popular instructors. Check your connection and try again.`)
};

const bn_instructors_popular_error = /** @type {(inputs: Instructors_Popular_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জনপ্রিয় ইনস্ট্রাক্টরদের তালিকা লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load the popular instructors. Check your connection and try again." |
*
* @param {Instructors_Popular_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_popular_error = /** @type {((inputs?: Instructors_Popular_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_Popular_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_popular_error(inputs)
	return en_instructors_popular_error(inputs)
});
