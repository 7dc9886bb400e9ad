/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Col_NameInputs */

const en_dashboard_col_name = /** @type {(inputs: Dashboard_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const bn_dashboard_col_name = /** @type {(inputs: Dashboard_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নাম`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Dashboard_Col_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_col_name = /** @type {((inputs?: Dashboard_Col_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Col_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_col_name(inputs)
	return en_dashboard_col_name(inputs)
});
