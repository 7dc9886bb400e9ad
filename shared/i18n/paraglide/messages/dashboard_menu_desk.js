/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_DeskInputs */

const en_dashboard_menu_desk = /** @type {(inputs: Dashboard_Menu_DeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desk payments`)
};

const bn_dashboard_menu_desk = /** @type {(inputs: Dashboard_Menu_DeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেস্কে পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Desk payments" |
*
* @param {Dashboard_Menu_DeskInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_desk = /** @type {((inputs?: Dashboard_Menu_DeskInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_DeskInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_desk(inputs)
	return en_dashboard_menu_desk(inputs)
});
