/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Role_StudentInputs */

const en_dashboard_role_student = /** @type {(inputs: Dashboard_Role_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student`)
};

const bn_dashboard_role_student = /** @type {(inputs: Dashboard_Role_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী`)
};

/**
* | output |
* | --- |
* | "Student" |
*
* @param {Dashboard_Role_StudentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_role_student = /** @type {((inputs?: Dashboard_Role_StudentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Role_StudentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_role_student(inputs)
	return en_dashboard_role_student(inputs)
});
