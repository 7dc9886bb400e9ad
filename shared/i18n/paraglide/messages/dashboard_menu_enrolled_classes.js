/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_Enrolled_ClassesInputs */

const en_dashboard_menu_enrolled_classes = /** @type {(inputs: Dashboard_Menu_Enrolled_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Enrolled classes`)
};

const bn_dashboard_menu_enrolled_classes = /** @type {(inputs: Dashboard_Menu_Enrolled_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার ভর্তি হওয়া ক্লাস`)
};

/**
* | output |
* | --- |
* | "My Enrolled classes" |
*
* @param {Dashboard_Menu_Enrolled_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_enrolled_classes = /** @type {((inputs?: Dashboard_Menu_Enrolled_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_Enrolled_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_enrolled_classes(inputs)
	return en_dashboard_menu_enrolled_classes(inputs)
});
