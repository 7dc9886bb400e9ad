/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Student_Not_FoundInputs */

const en_error_student_not_found = /** @type {(inputs: Error_Student_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This student was not found.`)
};

const bn_error_student_not_found = /** @type {(inputs: Error_Student_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই শিক্ষার্থীকে পাওয়া যায়নি।`)
};

/**
* | output |
* | --- |
* | "This student was not found." |
*
* @param {Error_Student_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_student_not_found = /** @type {((inputs?: Error_Student_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Student_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_student_not_found(inputs)
	return en_error_student_not_found(inputs)
});
