/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Attendance_Sessions_LabelInputs */

const en_attendance_sessions_label = /** @type {(inputs: Attendance_Sessions_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessions: ${i?.name}`)
};

const bn_attendance_sessions_label = /** @type {(inputs: Attendance_Sessions_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সেশন: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Sessions: {name}" |
*
* @param {Attendance_Sessions_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const attendance_sessions_label = /** @type {((inputs: Attendance_Sessions_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendance_Sessions_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_attendance_sessions_label(inputs)
	return en_attendance_sessions_label(inputs)
});
