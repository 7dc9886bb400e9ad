/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Attendance_None_HeldInputs */

const en_attendance_none_held = /** @type {(inputs: Attendance_None_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No session held yet`)
};

const bn_attendance_none_held = /** @type {(inputs: Attendance_None_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো সেশন হয়নি`)
};

/**
* | output |
* | --- |
* | "No session held yet" |
*
* @param {Attendance_None_HeldInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const attendance_none_held = /** @type {((inputs?: Attendance_None_HeldInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendance_None_HeldInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_attendance_none_held(inputs)
	return en_attendance_none_held(inputs)
});
