/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_CapacityInputs */

const en_report_col_capacity = /** @type {(inputs: Report_Col_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

const bn_report_col_capacity = /** @type {(inputs: Report_Col_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আসন`)
};

/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Report_Col_CapacityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_capacity = /** @type {((inputs?: Report_Col_CapacityInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_CapacityInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_capacity(inputs)
	return en_report_col_capacity(inputs)
});
