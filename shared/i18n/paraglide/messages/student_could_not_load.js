/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Student_Could_Not_LoadInputs */

const en_student_could_not_load = /** @type {(inputs: Student_Could_Not_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load`)
};

const bn_student_could_not_load = /** @type {(inputs: Student_Could_Not_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লোড করা যায়নি`)
};

/**
* | output |
* | --- |
* | "Could not load" |
*
* @param {Student_Could_Not_LoadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const student_could_not_load = /** @type {((inputs?: Student_Could_Not_LoadInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Student_Could_Not_LoadInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_student_could_not_load(inputs)
	return en_student_could_not_load(inputs)
});
