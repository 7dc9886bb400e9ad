/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Student_ChangeInputs */

const en_desk_student_change = /** @type {(inputs: Desk_Student_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another student`)
};

const bn_desk_student_change = /** @type {(inputs: Desk_Student_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অন্য শিক্ষার্থী বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Choose another student" |
*
* @param {Desk_Student_ChangeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_student_change = /** @type {((inputs?: Desk_Student_ChangeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Student_ChangeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_student_change(inputs)
	return en_desk_student_change(inputs)
});
