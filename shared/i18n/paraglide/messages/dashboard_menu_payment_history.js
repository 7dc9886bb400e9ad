/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_Payment_HistoryInputs */

const en_dashboard_menu_payment_history = /** @type {(inputs: Dashboard_Menu_Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Payments History`)
};

const bn_dashboard_menu_payment_history = /** @type {(inputs: Dashboard_Menu_Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমার পেমেন্টের ইতিহাস`)
};

/**
* | output |
* | --- |
* | "My Payments History" |
*
* @param {Dashboard_Menu_Payment_HistoryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_payment_history = /** @type {((inputs?: Dashboard_Menu_Payment_HistoryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_Payment_HistoryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_payment_history(inputs)
	return en_dashboard_menu_payment_history(inputs)
});
