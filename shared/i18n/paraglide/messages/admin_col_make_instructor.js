/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_Make_InstructorInputs */

const en_admin_col_make_instructor = /** @type {(inputs: Admin_Col_Make_InstructorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make Instructor`)
};

const bn_admin_col_make_instructor = /** @type {(inputs: Admin_Col_Make_InstructorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর বানান`)
};

/**
* | output |
* | --- |
* | "Make Instructor" |
*
* @param {Admin_Col_Make_InstructorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_col_make_instructor = /** @type {((inputs?: Admin_Col_Make_InstructorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_Make_InstructorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_col_make_instructor(inputs)
	return en_admin_col_make_instructor(inputs)
});
