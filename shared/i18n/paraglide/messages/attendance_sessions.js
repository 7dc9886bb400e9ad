/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Attendance_SessionsInputs */

const en_attendance_sessions = /** @type {(inputs: Attendance_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

const bn_attendance_sessions = /** @type {(inputs: Attendance_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেশন`)
};

/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Attendance_SessionsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const attendance_sessions = /** @type {((inputs?: Attendance_SessionsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendance_SessionsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_attendance_sessions(inputs)
	return en_attendance_sessions(inputs)
});
