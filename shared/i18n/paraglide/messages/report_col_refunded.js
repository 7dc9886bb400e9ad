/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_RefundedInputs */

const en_report_col_refunded = /** @type {(inputs: Report_Col_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const bn_report_col_refunded = /** @type {(inputs: Report_Col_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফেরত`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Report_Col_RefundedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_refunded = /** @type {((inputs?: Report_Col_RefundedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_RefundedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_refunded(inputs)
	return en_report_col_refunded(inputs)
});
