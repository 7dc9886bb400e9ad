/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Feedback_LabelInputs */

const en_instructor_feedback_label = /** @type {(inputs: Instructor_Feedback_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback:`)
};

const bn_instructor_feedback_label = /** @type {(inputs: Instructor_Feedback_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিডব্যাক:`)
};

/**
* | output |
* | --- |
* | "Feedback:" |
*
* @param {Instructor_Feedback_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_feedback_label = /** @type {((inputs?: Instructor_Feedback_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Feedback_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_feedback_label(inputs)
	return en_instructor_feedback_label(inputs)
});
