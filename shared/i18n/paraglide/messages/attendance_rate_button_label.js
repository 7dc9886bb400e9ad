/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown>, name: NonNullable<unknown> }} Attendance_Rate_Button_LabelInputs */

const en_attendance_rate_button_label = /** @type {(inputs: Attendance_Rate_Button_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attendance ${i?.rate}: sessions of ${i?.name}`)
};

const bn_attendance_rate_button_label = /** @type {(inputs: Attendance_Rate_Button_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`উপস্থিতি ${i?.rate}: ${i?.name}-এর সেশন`)
};

/**
* | output |
* | --- |
* | "Attendance {rate}: sessions of {name}" |
*
* @param {Attendance_Rate_Button_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const attendance_rate_button_label = /** @type {((inputs: Attendance_Rate_Button_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendance_Rate_Button_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_attendance_rate_button_label(inputs)
	return en_attendance_rate_button_label(inputs)
});
