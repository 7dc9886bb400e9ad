/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Col_AttendanceInputs */

const en_roster_col_attendance = /** @type {(inputs: Roster_Col_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance`)
};

const bn_roster_col_attendance = /** @type {(inputs: Roster_Col_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`উপস্থিতি`)
};

/**
* | output |
* | --- |
* | "Attendance" |
*
* @param {Roster_Col_AttendanceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_col_attendance = /** @type {((inputs?: Roster_Col_AttendanceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Col_AttendanceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_col_attendance(inputs)
	return en_roster_col_attendance(inputs)
});
