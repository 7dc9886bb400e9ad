/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Instructor_Pending_NoteInputs */

const en_instructor_pending_note = /** @type {(inputs: Instructor_Pending_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New classes start as ${i?.status} and appear on the Classes page once an admin approves them.`)
};

const bn_instructor_pending_note = /** @type {(inputs: Instructor_Pending_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`নতুন ক্লাস প্রথমে ${i?.status} থাকে, অ্যাডমিন অনুমোদন দিলে ক্লাস পেজে দেখা যায়।`)
};

/**
* | output |
* | --- |
* | "New classes start as {status} and appear on the Classes page once an admin approves them." |
*
* @param {Instructor_Pending_NoteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_pending_note = /** @type {((inputs: Instructor_Pending_NoteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Pending_NoteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_pending_note(inputs)
	return en_instructor_pending_note(inputs)
});
