/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_ExpectedInputs */

const en_report_col_expected = /** @type {(inputs: Report_Col_ExpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected`)
};

const bn_report_col_expected = /** @type {(inputs: Report_Col_ExpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রত্যাশিত`)
};

/**
* | output |
* | --- |
* | "Expected" |
*
* @param {Report_Col_ExpectedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_expected = /** @type {((inputs?: Report_Col_ExpectedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_ExpectedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_expected(inputs)
	return en_report_col_expected(inputs)
});
