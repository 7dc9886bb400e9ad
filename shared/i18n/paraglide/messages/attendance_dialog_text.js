/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Attendance_Dialog_TextInputs */

const en_attendance_dialog_text = /** @type {(inputs: Attendance_Dialog_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who is enrolled and who came to each session held.`)
};

const bn_attendance_dialog_text = /** @type {(inputs: Attendance_Dialog_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কে ভর্তি আছেন আর প্রতিটি সেশনে কে এসেছেন।`)
};

/**
* | output |
* | --- |
* | "Who is enrolled and who came to each session held." |
*
* @param {Attendance_Dialog_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const attendance_dialog_text = /** @type {((inputs?: Attendance_Dialog_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendance_Dialog_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_attendance_dialog_text(inputs)
	return en_attendance_dialog_text(inputs)
});
