/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Student_At_A_GlanceInputs */

const en_student_at_a_glance = /** @type {(inputs: Student_At_A_GlanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your classes and payments at a glance.`)
};

const bn_student_at_a_glance = /** @type {(inputs: Student_At_A_GlanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ক্লাস আর পেমেন্ট এক নজরে।`)
};

/**
* | output |
* | --- |
* | "Your classes and payments at a glance." |
*
* @param {Student_At_A_GlanceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const student_at_a_glance = /** @type {((inputs?: Student_At_A_GlanceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Student_At_A_GlanceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_student_at_a_glance(inputs)
	return en_student_at_a_glance(inputs)
});
