/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Col_EmailInputs */

const en_dashboard_col_email = /** @type {(inputs: Dashboard_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const bn_dashboard_col_email = /** @type {(inputs: Dashboard_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইমেইল`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Dashboard_Col_EmailInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_col_email = /** @type {((inputs?: Dashboard_Col_EmailInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Col_EmailInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_col_email(inputs)
	return en_dashboard_col_email(inputs)
});
