/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feedback_Error_TextInputs */

const en_feedback_error_text = /** @type {(inputs: Feedback_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this. Check your connection and try again.`)
};

const bn_feedback_error_text = /** @type {(inputs: Feedback_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load this. Check your connection and try again." |
*
* @param {Feedback_Error_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const feedback_error_text = /** @type {((inputs?: Feedback_Error_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feedback_Error_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_feedback_error_text(inputs)
	return en_feedback_error_text(inputs)
});
