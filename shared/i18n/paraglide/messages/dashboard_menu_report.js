/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_ReportInputs */

const en_dashboard_menu_report = /** @type {(inputs: Dashboard_Menu_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report`)
};

const bn_dashboard_menu_report = /** @type {(inputs: Dashboard_Menu_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রতিবেদন`)
};

/**
* | output |
* | --- |
* | "Report" |
*
* @param {Dashboard_Menu_ReportInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_report = /** @type {((inputs?: Dashboard_Menu_ReportInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_ReportInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_report(inputs)
	return en_dashboard_menu_report(inputs)
});
