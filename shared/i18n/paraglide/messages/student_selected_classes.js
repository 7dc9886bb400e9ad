/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Student_Selected_ClassesInputs */

const en_student_selected_classes = /** @type {(inputs: Student_Selected_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selected classes`)
};

const bn_student_selected_classes = /** @type {(inputs: Student_Selected_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিলেক্ট করা ক্লাস`)
};

/**
* | output |
* | --- |
* | "Selected classes" |
*
* @param {Student_Selected_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const student_selected_classes = /** @type {((inputs?: Student_Selected_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Student_Selected_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_student_selected_classes(inputs)
	return en_student_selected_classes(inputs)
});
