/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_EnrolledInputs */

const en_report_col_enrolled = /** @type {(inputs: Report_Col_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrolled`)
};

const bn_report_col_enrolled = /** @type {(inputs: Report_Col_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ভর্তি`)
};

/**
* | output |
* | --- |
* | "Enrolled" |
*
* @param {Report_Col_EnrolledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_enrolled = /** @type {((inputs?: Report_Col_EnrolledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_EnrolledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_enrolled(inputs)
	return en_report_col_enrolled(inputs)
});
