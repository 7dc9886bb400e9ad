/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_StudentsInputs */

const en_report_col_students = /** @type {(inputs: Report_Col_StudentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Students`)
};

const bn_report_col_students = /** @type {(inputs: Report_Col_StudentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী`)
};

/**
* | output |
* | --- |
* | "Students" |
*
* @param {Report_Col_StudentsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_students = /** @type {((inputs?: Report_Col_StudentsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_StudentsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_students(inputs)
	return en_report_col_students(inputs)
});
