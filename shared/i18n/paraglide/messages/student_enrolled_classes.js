/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Student_Enrolled_ClassesInputs */

const en_student_enrolled_classes = /** @type {(inputs: Student_Enrolled_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrolled classes`)
};

const bn_student_enrolled_classes = /** @type {(inputs: Student_Enrolled_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ভর্তি হওয়া ক্লাস`)
};

/**
* | output |
* | --- |
* | "Enrolled classes" |
*
* @param {Student_Enrolled_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const student_enrolled_classes = /** @type {((inputs?: Student_Enrolled_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Student_Enrolled_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_student_enrolled_classes(inputs)
	return en_student_enrolled_classes(inputs)
});
