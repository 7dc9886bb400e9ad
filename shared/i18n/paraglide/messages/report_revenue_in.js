/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Report_Revenue_InInputs */

const en_report_revenue_in = /** @type {(inputs: Report_Revenue_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Net revenue in ${i?.currency}`)
};

const bn_report_revenue_in = /** @type {(inputs: Report_Revenue_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`নিট আয় (${i?.currency})`)
};

/**
* | output |
* | --- |
* | "Net revenue in {currency}" |
*
* @param {Report_Revenue_InInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_revenue_in = /** @type {((inputs: Report_Revenue_InInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Revenue_InInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_revenue_in(inputs)
	return en_report_revenue_in(inputs)
});
