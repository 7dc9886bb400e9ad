/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Student_HeadingInputs */

const en_desk_student_heading = /** @type {(inputs: Desk_Student_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student`)
};

const bn_desk_student_heading = /** @type {(inputs: Desk_Student_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী`)
};

/**
* | output |
* | --- |
* | "Student" |
*
* @param {Desk_Student_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_student_heading = /** @type {((inputs?: Desk_Student_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Student_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_student_heading(inputs)
	return en_desk_student_heading(inputs)
});
