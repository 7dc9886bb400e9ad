/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Not_A_StudentInputs */

const en_error_not_a_student = /** @type {(inputs: Error_Not_A_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a student's payment can be recorded at the desk.`)
};

const bn_error_not_a_student = /** @type {(inputs: Error_Not_A_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেস্কে শুধু শিক্ষার্থীর পেমেন্ট রেকর্ড করা যায়।`)
};

/**
* | output |
* | --- |
* | "Only a student's payment can be recorded at the desk." |
*
* @param {Error_Not_A_StudentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_not_a_student = /** @type {((inputs?: Error_Not_A_StudentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_A_StudentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_not_a_student(inputs)
	return en_error_not_a_student(inputs)
});
