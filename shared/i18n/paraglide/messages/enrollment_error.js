/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enrollment_ErrorInputs */

const en_enrollment_error = /** @type {(inputs: Enrollment_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your enrolled classes. Check your connection and try again.`)
};

const bn_enrollment_error = /** @type {(inputs: Enrollment_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ভর্তি হওয়া ক্লাসগুলো লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load your enrolled classes. Check your connection and try again." |
*
* @param {Enrollment_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const enrollment_error = /** @type {((inputs?: Enrollment_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enrollment_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_enrollment_error(inputs)
	return en_enrollment_error(inputs)
});
