/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Col_InstructorInputs */

const en_dashboard_col_instructor = /** @type {(inputs: Dashboard_Col_InstructorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor`)
};

const bn_dashboard_col_instructor = /** @type {(inputs: Dashboard_Col_InstructorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর`)
};

/**
* | output |
* | --- |
* | "Instructor" |
*
* @param {Dashboard_Col_InstructorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_col_instructor = /** @type {((inputs?: Dashboard_Col_InstructorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Col_InstructorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_col_instructor(inputs)
	return en_dashboard_col_instructor(inputs)
});
