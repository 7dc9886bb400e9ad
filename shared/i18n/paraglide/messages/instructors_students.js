/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Instructors_StudentsInputs */

const en_instructors_students = /** @type {(inputs: Instructors_StudentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} students`)
};

const bn_instructors_students = /** @type {(inputs: Instructors_StudentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} জন শিক্ষার্থী`)
};

/**
* | output |
* | --- |
* | "{count} students" |
*
* @param {Instructors_StudentsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructors_students = /** @type {((inputs: Instructors_StudentsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructors_StudentsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructors_students(inputs)
	return en_instructors_students(inputs)
});
