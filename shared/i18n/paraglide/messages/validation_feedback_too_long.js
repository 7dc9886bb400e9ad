/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Feedback_Too_LongInputs */

const en_validation_feedback_too_long = /** @type {(inputs: Validation_Feedback_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback is too long.`)
};

const bn_validation_feedback_too_long = /** @type {(inputs: Validation_Feedback_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিডব্যাকটি অনেক লম্বা।`)
};

/**
* | output |
* | --- |
* | "Feedback is too long." |
*
* @param {Validation_Feedback_Too_LongInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_feedback_too_long = /** @type {((inputs?: Validation_Feedback_Too_LongInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Feedback_Too_LongInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_feedback_too_long(inputs)
	return en_validation_feedback_too_long(inputs)
});
