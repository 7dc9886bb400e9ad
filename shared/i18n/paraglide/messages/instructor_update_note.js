/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Instructor_Update_NoteInputs */

const en_instructor_update_note = /** @type {(inputs: Instructor_Update_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saving sends the class back to ${i?.status} until an admin reviews it again.`)
};

const bn_instructor_update_note = /** @type {(inputs: Instructor_Update_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সেভ করলে ক্লাসটি আবার ${i?.status} অবস্থায় যাবে, যতক্ষণ না অ্যাডমিন আবার দেখেন।`)
};

/**
* | output |
* | --- |
* | "Saving sends the class back to {status} until an admin reviews it again." |
*
* @param {Instructor_Update_NoteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_update_note = /** @type {((inputs: Instructor_Update_NoteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Update_NoteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_update_note(inputs)
	return en_instructor_update_note(inputs)
});
