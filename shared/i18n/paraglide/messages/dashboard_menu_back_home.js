/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_Back_HomeInputs */

const en_dashboard_menu_back_home = /** @type {(inputs: Dashboard_Menu_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back To Home`)
};

const bn_dashboard_menu_back_home = /** @type {(inputs: Dashboard_Menu_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হোম পেজে ফিরে যান`)
};

/**
* | output |
* | --- |
* | "Back To Home" |
*
* @param {Dashboard_Menu_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_back_home = /** @type {((inputs?: Dashboard_Menu_Back_HomeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_Back_HomeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_back_home(inputs)
	return en_dashboard_menu_back_home(inputs)
});
