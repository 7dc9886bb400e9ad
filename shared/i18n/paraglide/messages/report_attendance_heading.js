/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Attendance_HeadingInputs */

const en_report_attendance_heading = /** @type {(inputs: Report_Attendance_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance`)
};

const bn_report_attendance_heading = /** @type {(inputs: Report_Attendance_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`উপস্থিতি`)
};

/**
* | output |
* | --- |
* | "Attendance" |
*
* @param {Report_Attendance_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_attendance_heading = /** @type {((inputs?: Report_Attendance_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Attendance_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_attendance_heading(inputs)
	return en_report_attendance_heading(inputs)
});
