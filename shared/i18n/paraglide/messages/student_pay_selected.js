/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Student_Pay_SelectedInputs */

const en_student_pay_selected = /** @type {(inputs: Student_Pay_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay for selected classes`)
};

const bn_student_pay_selected = /** @type {(inputs: Student_Pay_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিলেক্ট করা ক্লাসের পেমেন্ট করুন`)
};

/**
* | output |
* | --- |
* | "Pay for selected classes" |
*
* @param {Student_Pay_SelectedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const student_pay_selected = /** @type {((inputs?: Student_Pay_SelectedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Student_Pay_SelectedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_student_pay_selected(inputs)
	return en_student_pay_selected(inputs)
});
