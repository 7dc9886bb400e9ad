/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ feedback: NonNullable<unknown> }} Admin_Feedback_NoteInputs */

const en_admin_feedback_note = /** @type {(inputs: Admin_Feedback_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Feedback: ${i?.feedback}`)
};

const bn_admin_feedback_note = /** @type {(inputs: Admin_Feedback_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ফিডব্যাক: ${i?.feedback}`)
};

/**
* | output |
* | --- |
* | "Feedback: {feedback}" |
*
* @param {Admin_Feedback_NoteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_feedback_note = /** @type {((inputs: Admin_Feedback_NoteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Feedback_NoteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_feedback_note(inputs)
	return en_admin_feedback_note(inputs)
});
