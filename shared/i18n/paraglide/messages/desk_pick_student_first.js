/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Pick_Student_FirstInputs */

const en_desk_pick_student_first = /** @type {(inputs: Desk_Pick_Student_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a student first.`)
};

const bn_desk_pick_student_first = /** @type {(inputs: Desk_Pick_Student_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আগে একজন শিক্ষার্থী বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose a student first." |
*
* @param {Desk_Pick_Student_FirstInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_pick_student_first = /** @type {((inputs?: Desk_Pick_Student_FirstInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Pick_Student_FirstInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_pick_student_first(inputs)
	return en_desk_pick_student_first(inputs)
});
