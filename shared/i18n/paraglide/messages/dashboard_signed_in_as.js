/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, role: NonNullable<unknown> }} Dashboard_Signed_In_AsInputs */

const en_dashboard_signed_in_as = /** @type {(inputs: Dashboard_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signed in as ${i?.email} (${i?.role}).`)
};

const bn_dashboard_signed_in_as = /** @type {(inputs: Dashboard_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আপনি ${i?.email} হিসেবে লগইন করে আছেন (${i?.role})।`)
};

/**
* | output |
* | --- |
* | "You are signed in as {email} ({role})." |
*
* @param {Dashboard_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_signed_in_as = /** @type {((inputs: Dashboard_Signed_In_AsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Signed_In_AsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_signed_in_as(inputs)
	return en_dashboard_signed_in_as(inputs)
});
