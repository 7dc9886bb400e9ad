/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Classes_Students_EnrolledInputs */

const en_classes_students_enrolled = /** @type {(inputs: Classes_Students_EnrolledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} students enrolled`)
};

const bn_classes_students_enrolled = /** @type {(inputs: Classes_Students_EnrolledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} জন শিক্ষার্থী ভর্তি হয়েছে`)
};

/**
* | output |
* | --- |
* | "{count} students enrolled" |
*
* @param {Classes_Students_EnrolledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_students_enrolled = /** @type {((inputs: Classes_Students_EnrolledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_Students_EnrolledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_students_enrolled(inputs)
	return en_classes_students_enrolled(inputs)
});
