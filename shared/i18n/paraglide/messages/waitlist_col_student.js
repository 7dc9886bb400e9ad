/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Col_StudentInputs */

const en_waitlist_col_student = /** @type {(inputs: Waitlist_Col_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student`)
};

const bn_waitlist_col_student = /** @type {(inputs: Waitlist_Col_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী`)
};

/**
* | output |
* | --- |
* | "Student" |
*
* @param {Waitlist_Col_StudentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_col_student = /** @type {((inputs?: Waitlist_Col_StudentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Col_StudentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_col_student(inputs)
	return en_waitlist_col_student(inputs)
});
