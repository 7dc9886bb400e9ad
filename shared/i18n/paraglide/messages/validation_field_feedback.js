/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_FeedbackInputs */

const en_validation_field_feedback = /** @type {(inputs: Validation_Field_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback`)
};

const bn_validation_field_feedback = /** @type {(inputs: Validation_Field_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিডব্যাক`)
};

/**
* | output |
* | --- |
* | "Feedback" |
*
* @param {Validation_Field_FeedbackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_feedback = /** @type {((inputs?: Validation_Field_FeedbackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_FeedbackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_feedback(inputs)
	return en_validation_field_feedback(inputs)
});
