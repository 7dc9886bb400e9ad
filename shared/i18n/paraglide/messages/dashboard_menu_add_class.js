/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_Add_ClassInputs */

const en_dashboard_menu_add_class = /** @type {(inputs: Dashboard_Menu_Add_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a Class`)
};

const bn_dashboard_menu_add_class = /** @type {(inputs: Dashboard_Menu_Add_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন ক্লাস যোগ করুন`)
};

/**
* | output |
* | --- |
* | "Add a Class" |
*
* @param {Dashboard_Menu_Add_ClassInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_add_class = /** @type {((inputs?: Dashboard_Menu_Add_ClassInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_Add_ClassInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_add_class(inputs)
	return en_dashboard_menu_add_class(inputs)
});
