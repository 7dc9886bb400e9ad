/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Attendance_ColInputs */

const en_attendance_col = /** @type {(inputs: Attendance_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance`)
};

const bn_attendance_col = /** @type {(inputs: Attendance_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`উপস্থিতি`)
};

/**
* | output |
* | --- |
* | "Attendance" |
*
* @param {Attendance_ColInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const attendance_col = /** @type {((inputs?: Attendance_ColInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendance_ColInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_attendance_col(inputs)
	return en_attendance_col(inputs)
});
