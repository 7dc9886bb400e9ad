/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_MonthInputs */

const en_report_col_month = /** @type {(inputs: Report_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

const bn_report_col_month = /** @type {(inputs: Report_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মাস`)
};

/**
* | output |
* | --- |
* | "Month" |
*
* @param {Report_Col_MonthInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_month = /** @type {((inputs?: Report_Col_MonthInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_MonthInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_month(inputs)
	return en_report_col_month(inputs)
});
