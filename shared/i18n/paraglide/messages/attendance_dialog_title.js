/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Attendance_Dialog_TitleInputs */

const en_attendance_dialog_title = /** @type {(inputs: Attendance_Dialog_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: students and sessions`)
};

const bn_attendance_dialog_title = /** @type {(inputs: Attendance_Dialog_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: শিক্ষার্থী আর সেশন`)
};

/**
* | output |
* | --- |
* | "{name}: students and sessions" |
*
* @param {Attendance_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const attendance_dialog_title = /** @type {((inputs: Attendance_Dialog_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendance_Dialog_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_attendance_dialog_title(inputs)
	return en_attendance_dialog_title(inputs)
});
