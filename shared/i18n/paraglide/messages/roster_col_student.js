/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Col_StudentInputs */

const en_roster_col_student = /** @type {(inputs: Roster_Col_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student`)
};

const bn_roster_col_student = /** @type {(inputs: Roster_Col_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী`)
};

/**
* | output |
* | --- |
* | "Student" |
*
* @param {Roster_Col_StudentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_col_student = /** @type {((inputs?: Roster_Col_StudentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Col_StudentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_col_student(inputs)
	return en_roster_col_student(inputs)
});
