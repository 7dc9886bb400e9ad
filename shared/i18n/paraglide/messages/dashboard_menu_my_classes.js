/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_My_ClassesInputs */

const en_dashboard_menu_my_classes = /** @type {(inputs: Dashboard_Menu_My_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Classes`)
};

const bn_dashboard_menu_my_classes = /** @type {(inputs: Dashboard_Menu_My_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার ক্লাস`)
};

/**
* | output |
* | --- |
* | "My Classes" |
*
* @param {Dashboard_Menu_My_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_my_classes = /** @type {((inputs?: Dashboard_Menu_My_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_My_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_my_classes(inputs)
	return en_dashboard_menu_my_classes(inputs)
});
