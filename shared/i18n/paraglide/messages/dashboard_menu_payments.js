/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_PaymentsInputs */

const en_dashboard_menu_payments = /** @type {(inputs: Dashboard_Menu_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

const bn_dashboard_menu_payments = /** @type {(inputs: Dashboard_Menu_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Dashboard_Menu_PaymentsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_payments = /** @type {((inputs?: Dashboard_Menu_PaymentsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_PaymentsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_payments(inputs)
	return en_dashboard_menu_payments(inputs)
});
