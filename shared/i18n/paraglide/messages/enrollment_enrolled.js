/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enrollment_EnrolledInputs */

const en_enrollment_enrolled = /** @type {(inputs: Enrollment_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrolled`)
};

const bn_enrollment_enrolled = /** @type {(inputs: Enrollment_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ভর্তি হয়েছে`)
};

/**
* | output |
* | --- |
* | "Enrolled" |
*
* @param {Enrollment_EnrolledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const enrollment_enrolled = /** @type {((inputs?: Enrollment_EnrolledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enrollment_EnrolledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_enrollment_enrolled(inputs)
	return en_enrollment_enrolled(inputs)
});
