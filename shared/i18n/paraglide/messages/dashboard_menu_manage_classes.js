/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_Manage_ClassesInputs */

const en_dashboard_menu_manage_classes = /** @type {(inputs: Dashboard_Menu_Manage_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Classes`)
};

const bn_dashboard_menu_manage_classes = /** @type {(inputs: Dashboard_Menu_Manage_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস ম্যানেজমেন্ট`)
};

/**
* | output |
* | --- |
* | "Manage Classes" |
*
* @param {Dashboard_Menu_Manage_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_manage_classes = /** @type {((inputs?: Dashboard_Menu_Manage_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_Manage_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_manage_classes(inputs)
	return en_dashboard_menu_manage_classes(inputs)
});
