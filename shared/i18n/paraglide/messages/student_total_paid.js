/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Student_Total_PaidInputs */

const en_student_total_paid = /** @type {(inputs: Student_Total_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total paid`)
};

const bn_student_total_paid = /** @type {(inputs: Student_Total_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মোট পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Total paid" |
*
* @param {Student_Total_PaidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const student_total_paid = /** @type {((inputs?: Student_Total_PaidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Student_Total_PaidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_student_total_paid(inputs)
	return en_student_total_paid(inputs)
});
