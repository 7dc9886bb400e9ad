/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_Instructor_HomeInputs */

const en_dashboard_menu_instructor_home = /** @type {(inputs: Dashboard_Menu_Instructor_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`instructor Home`)
};

const bn_dashboard_menu_instructor_home = /** @type {(inputs: Dashboard_Menu_Instructor_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টর হোম`)
};

/**
* | output |
* | --- |
* | "instructor Home" |
*
* @param {Dashboard_Menu_Instructor_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_instructor_home = /** @type {((inputs?: Dashboard_Menu_Instructor_HomeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_Instructor_HomeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_instructor_home(inputs)
	return en_dashboard_menu_instructor_home(inputs)
});
