/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Role_InstructorInputs */

const en_admin_role_instructor = /** @type {(inputs: Admin_Role_InstructorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`instructor`)
};

const bn_admin_role_instructor = /** @type {(inputs: Admin_Role_InstructorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর`)
};

/**
* | output |
* | --- |
* | "instructor" |
*
* @param {Admin_Role_InstructorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_role_instructor = /** @type {((inputs?: Admin_Role_InstructorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Role_InstructorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_role_instructor(inputs)
	return en_admin_role_instructor(inputs)
});
