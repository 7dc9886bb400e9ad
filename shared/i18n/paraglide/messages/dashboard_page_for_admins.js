/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Page_For_AdminsInputs */

const en_dashboard_page_for_admins = /** @type {(inputs: Dashboard_Page_For_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is for admins.`)
};

const bn_dashboard_page_for_admins = /** @type {(inputs: Dashboard_Page_For_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেজটি অ্যাডমিনদের জন্য।`)
};

/**
* | output |
* | --- |
* | "This page is for admins." |
*
* @param {Dashboard_Page_For_AdminsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_page_for_admins = /** @type {((inputs?: Dashboard_Page_For_AdminsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Page_For_AdminsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_page_for_admins(inputs)
	return en_dashboard_page_for_admins(inputs)
});
