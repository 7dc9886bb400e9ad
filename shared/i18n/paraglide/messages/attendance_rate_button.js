/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown> }} Attendance_Rate_ButtonInputs */

const en_attendance_rate_button = /** @type {(inputs: Attendance_Rate_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attendance ${i?.rate}`)
};

const bn_attendance_rate_button = /** @type {(inputs: Attendance_Rate_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`উপস্থিতি ${i?.rate}`)
};

/**
* | output |
* | --- |
* | "Attendance {rate}" |
*
* @param {Attendance_Rate_ButtonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const attendance_rate_button = /** @type {((inputs: Attendance_Rate_ButtonInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendance_Rate_ButtonInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_attendance_rate_button(inputs)
	return en_attendance_rate_button(inputs)
});
