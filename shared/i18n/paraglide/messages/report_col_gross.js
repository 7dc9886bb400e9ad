/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_GrossInputs */

const en_report_col_gross = /** @type {(inputs: Report_Col_GrossInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const bn_report_col_gross = /** @type {(inputs: Report_Col_GrossInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিশোধিত`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Report_Col_GrossInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_gross = /** @type {((inputs?: Report_Col_GrossInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_GrossInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_gross(inputs)
	return en_report_col_gross(inputs)
});
