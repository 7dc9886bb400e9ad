/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_New_Students_HeadingInputs */

const en_report_new_students_heading = /** @type {(inputs: Report_New_Students_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New students`)
};

const bn_report_new_students_heading = /** @type {(inputs: Report_New_Students_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন শিক্ষার্থী`)
};

/**
* | output |
* | --- |
* | "New students" |
*
* @param {Report_New_Students_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_new_students_heading = /** @type {((inputs?: Report_New_Students_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_New_Students_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_new_students_heading(inputs)
	return en_report_new_students_heading(inputs)
});
