/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Noun_PaymentsInputs */

const en_dashboard_noun_payments = /** @type {(inputs: Dashboard_Noun_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payments`)
};

const bn_dashboard_noun_payments = /** @type {(inputs: Dashboard_Noun_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "payments" |
*
* @param {Dashboard_Noun_PaymentsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_noun_payments = /** @type {((inputs?: Dashboard_Noun_PaymentsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Noun_PaymentsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_noun_payments(inputs)
	return en_dashboard_noun_payments(inputs)
});
