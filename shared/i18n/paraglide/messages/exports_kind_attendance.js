/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Kind_AttendanceInputs */

const en_exports_kind_attendance = /** @type {(inputs: Exports_Kind_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance`)
};

const bn_exports_kind_attendance = /** @type {(inputs: Exports_Kind_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`উপস্থিতি`)
};

/**
* | output |
* | --- |
* | "Attendance" |
*
* @param {Exports_Kind_AttendanceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_kind_attendance = /** @type {((inputs?: Exports_Kind_AttendanceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Kind_AttendanceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_kind_attendance(inputs)
	return en_exports_kind_attendance(inputs)
});
