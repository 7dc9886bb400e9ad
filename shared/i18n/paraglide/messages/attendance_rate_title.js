/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Attendance_Rate_TitleInputs */

const en_attendance_rate_title = /** @type {(inputs: Attendance_Rate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check-ins ÷ (students enrolled × sessions held)`)
};

const bn_attendance_rate_title = /** @type {(inputs: Attendance_Rate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেক-ইন ÷ (ভর্তি শিক্ষার্থী × হয়ে যাওয়া সেশন)`)
};

/**
* | output |
* | --- |
* | "Check-ins ÷ (students enrolled × sessions held)" |
*
* @param {Attendance_Rate_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const attendance_rate_title = /** @type {((inputs?: Attendance_Rate_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Attendance_Rate_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_attendance_rate_title(inputs)
	return en_attendance_rate_title(inputs)
});
