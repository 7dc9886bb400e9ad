/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Student_WelcomeInputs */

const en_student_welcome = /** @type {(inputs: Student_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back, there!`)
};

const bn_student_welcome = /** @type {(inputs: Student_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আবার স্বাগতম!`)
};

/**
* | output |
* | --- |
* | "Welcome back, there!" |
*
* @param {Student_WelcomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const student_welcome = /** @type {((inputs?: Student_WelcomeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Student_WelcomeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_student_welcome(inputs)
	return en_student_welcome(inputs)
});
