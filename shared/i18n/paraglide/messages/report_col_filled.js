/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_FilledInputs */

const en_report_col_filled = /** @type {(inputs: Report_Col_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filled`)
};

const bn_report_col_filled = /** @type {(inputs: Report_Col_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পূর্ণ`)
};

/**
* | output |
* | --- |
* | "Filled" |
*
* @param {Report_Col_FilledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_filled = /** @type {((inputs?: Report_Col_FilledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_FilledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_filled(inputs)
	return en_report_col_filled(inputs)
});
