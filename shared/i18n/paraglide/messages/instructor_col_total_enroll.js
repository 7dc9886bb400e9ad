/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Col_Total_EnrollInputs */

const en_instructor_col_total_enroll = /** @type {(inputs: Instructor_Col_Total_EnrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Enroll`)
};

const bn_instructor_col_total_enroll = /** @type {(inputs: Instructor_Col_Total_EnrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মোট ভর্তি`)
};

/**
* | output |
* | --- |
* | "Total Enroll" |
*
* @param {Instructor_Col_Total_EnrollInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_col_total_enroll = /** @type {((inputs?: Instructor_Col_Total_EnrollInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Col_Total_EnrollInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_col_total_enroll(inputs)
	return en_instructor_col_total_enroll(inputs)
});
