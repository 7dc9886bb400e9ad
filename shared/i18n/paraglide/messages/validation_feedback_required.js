/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Feedback_RequiredInputs */

const en_validation_feedback_required = /** @type {(inputs: Validation_Feedback_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a note for the instructor.`)
};

const bn_validation_feedback_required = /** @type {(inputs: Validation_Feedback_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টরের জন্য একটি নোট লিখুন।`)
};

/**
* | output |
* | --- |
* | "Write a note for the instructor." |
*
* @param {Validation_Feedback_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_feedback_required = /** @type {((inputs?: Validation_Feedback_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Feedback_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_feedback_required(inputs)
	return en_validation_feedback_required(inputs)
});
