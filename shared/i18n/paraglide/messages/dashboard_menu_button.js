/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_ButtonInputs */

const en_dashboard_menu_button = /** @type {(inputs: Dashboard_Menu_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard menu`)
};

const bn_dashboard_menu_button = /** @type {(inputs: Dashboard_Menu_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ড্যাশবোর্ড মেনু`)
};

/**
* | output |
* | --- |
* | "Dashboard menu" |
*
* @param {Dashboard_Menu_ButtonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_button = /** @type {((inputs?: Dashboard_Menu_ButtonInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_ButtonInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_button(inputs)
	return en_dashboard_menu_button(inputs)
});
