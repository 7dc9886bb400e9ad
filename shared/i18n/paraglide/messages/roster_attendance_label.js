/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ present: NonNullable<unknown>, students: NonNullable<unknown> }} Roster_Attendance_LabelInputs */

const en_roster_attendance_label = /** @type {(inputs: Roster_Attendance_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.present} of ${i?.students} students checked in`)
};

const bn_roster_attendance_label = /** @type {(inputs: Roster_Attendance_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.students} জনের মধ্যে ${i?.present} জন চেক-ইন করেছেন`)
};

/**
* | output |
* | --- |
* | "{present} of {students} students checked in" |
*
* @param {Roster_Attendance_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_attendance_label = /** @type {((inputs: Roster_Attendance_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Attendance_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_attendance_label(inputs)
	return en_roster_attendance_label(inputs)
});
