/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Timetable_InstructorInputs */

const en_timetable_instructor = /** @type {(inputs: Timetable_InstructorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Instructor: ${i?.name}`)
};

const bn_timetable_instructor = /** @type {(inputs: Timetable_InstructorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Instructor: {name}" |
*
* @param {Timetable_InstructorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const timetable_instructor = /** @type {((inputs: Timetable_InstructorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timetable_InstructorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_timetable_instructor(inputs)
	return en_timetable_instructor(inputs)
});
