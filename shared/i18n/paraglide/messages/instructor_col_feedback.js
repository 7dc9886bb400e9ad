/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Col_FeedbackInputs */

const en_instructor_col_feedback = /** @type {(inputs: Instructor_Col_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback`)
};

const bn_instructor_col_feedback = /** @type {(inputs: Instructor_Col_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিডব্যাক`)
};

/**
* | output |
* | --- |
* | "Feedback" |
*
* @param {Instructor_Col_FeedbackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_col_feedback = /** @type {((inputs?: Instructor_Col_FeedbackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Col_FeedbackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_col_feedback(inputs)
	return en_instructor_col_feedback(inputs)
});
