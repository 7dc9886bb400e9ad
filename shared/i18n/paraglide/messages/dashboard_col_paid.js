/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Col_PaidInputs */

const en_dashboard_col_paid = /** @type {(inputs: Dashboard_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const bn_dashboard_col_paid = /** @type {(inputs: Dashboard_Col_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিশোধিত`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Dashboard_Col_PaidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_col_paid = /** @type {((inputs?: Dashboard_Col_PaidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Col_PaidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_col_paid(inputs)
	return en_dashboard_col_paid(inputs)
});
