/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Revenue_HeadingInputs */

const en_report_revenue_heading = /** @type {(inputs: Report_Revenue_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue`)
};

const bn_report_revenue_heading = /** @type {(inputs: Report_Revenue_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আয়`)
};

/**
* | output |
* | --- |
* | "Revenue" |
*
* @param {Report_Revenue_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_revenue_heading = /** @type {((inputs?: Report_Revenue_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Revenue_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_revenue_heading(inputs)
	return en_report_revenue_heading(inputs)
});
