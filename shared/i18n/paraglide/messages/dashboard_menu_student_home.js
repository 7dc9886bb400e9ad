/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_Student_HomeInputs */

const en_dashboard_menu_student_home = /** @type {(inputs: Dashboard_Menu_Student_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student Home`)
};

const bn_dashboard_menu_student_home = /** @type {(inputs: Dashboard_Menu_Student_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী হোম`)
};

/**
* | output |
* | --- |
* | "Student Home" |
*
* @param {Dashboard_Menu_Student_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_student_home = /** @type {((inputs?: Dashboard_Menu_Student_HomeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_Student_HomeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_student_home(inputs)
	return en_dashboard_menu_student_home(inputs)
});
