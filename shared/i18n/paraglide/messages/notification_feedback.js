/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ feedback: NonNullable<unknown> }} Notification_FeedbackInputs */

const en_notification_feedback = /** @type {(inputs: Notification_FeedbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Feedback: ${i?.feedback}`)
};

const bn_notification_feedback = /** @type {(inputs: Notification_FeedbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ফিডব্যাক: ${i?.feedback}`)
};

/**
* | output |
* | --- |
* | "Feedback: {feedback}" |
*
* @param {Notification_FeedbackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notification_feedback = /** @type {((inputs: Notification_FeedbackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notification_FeedbackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notification_feedback(inputs)
	return en_notification_feedback(inputs)
});
