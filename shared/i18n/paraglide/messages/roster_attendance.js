/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ present: NonNullable<unknown>, students: NonNullable<unknown> }} Roster_AttendanceInputs */

const en_roster_attendance = /** @type {(inputs: Roster_AttendanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.present} / ${i?.students}`)
};

const bn_roster_attendance = /** @type {(inputs: Roster_AttendanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.present} / ${i?.students}`)
};

/**
* | output |
* | --- |
* | "{present} / {students}" |
*
* @param {Roster_AttendanceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_attendance = /** @type {((inputs: Roster_AttendanceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_AttendanceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_attendance(inputs)
	return en_roster_attendance(inputs)
});
