/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_No_FeedbackInputs */

const en_instructor_no_feedback = /** @type {(inputs: Instructor_No_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No feedback`)
};

const bn_instructor_no_feedback = /** @type {(inputs: Instructor_No_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোনো ফিডব্যাক নেই`)
};

/**
* | output |
* | --- |
* | "No feedback" |
*
* @param {Instructor_No_FeedbackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_no_feedback = /** @type {((inputs?: Instructor_No_FeedbackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_No_FeedbackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_no_feedback(inputs)
	return en_instructor_no_feedback(inputs)
});
