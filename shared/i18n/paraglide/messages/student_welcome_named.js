/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Student_Welcome_NamedInputs */

const en_student_welcome_named = /** @type {(inputs: Student_Welcome_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome back, ${i?.name}!`)
};

const bn_student_welcome_named = /** @type {(inputs: Student_Welcome_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আবার স্বাগতম, ${i?.name}!`)
};

/**
* | output |
* | --- |
* | "Welcome back, {name}!" |
*
* @param {Student_Welcome_NamedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const student_welcome_named = /** @type {((inputs: Student_Welcome_NamedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Student_Welcome_NamedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_student_welcome_named(inputs)
	return en_student_welcome_named(inputs)
});
