/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Role_InstructorInputs */

const en_dashboard_role_instructor = /** @type {(inputs: Dashboard_Role_InstructorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor`)
};

const bn_dashboard_role_instructor = /** @type {(inputs: Dashboard_Role_InstructorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর`)
};

/**
* | output |
* | --- |
* | "Instructor" |
*
* @param {Dashboard_Role_InstructorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_role_instructor = /** @type {((inputs?: Dashboard_Role_InstructorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Role_InstructorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_role_instructor(inputs)
	return en_dashboard_role_instructor(inputs)
});
