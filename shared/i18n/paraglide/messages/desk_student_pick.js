/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Desk_Student_PickInputs */

const en_desk_student_pick = /** @type {(inputs: Desk_Student_PickInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose ${i?.name}`)
};

const bn_desk_student_pick = /** @type {(inputs: Desk_Student_PickInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-কে বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Choose {name}" |
*
* @param {Desk_Student_PickInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_student_pick = /** @type {((inputs: Desk_Student_PickInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Student_PickInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_student_pick(inputs)
	return en_desk_student_pick(inputs)
});
