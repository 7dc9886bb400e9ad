/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_RateInputs */

const en_report_col_rate = /** @type {(inputs: Report_Col_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate`)
};

const bn_report_col_rate = /** @type {(inputs: Report_Col_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হার`)
};

/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Report_Col_RateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_rate = /** @type {((inputs?: Report_Col_RateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_RateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_rate(inputs)
	return en_report_col_rate(inputs)
});
