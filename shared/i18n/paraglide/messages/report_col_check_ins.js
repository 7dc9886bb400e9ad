/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Col_Check_InsInputs */

const en_report_col_check_ins = /** @type {(inputs: Report_Col_Check_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check-ins`)
};

const bn_report_col_check_ins = /** @type {(inputs: Report_Col_Check_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেক-ইন`)
};

/**
* | output |
* | --- |
* | "Check-ins" |
*
* @param {Report_Col_Check_InsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_col_check_ins = /** @type {((inputs?: Report_Col_Check_InsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Col_Check_InsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_col_check_ins(inputs)
	return en_report_col_check_ins(inputs)
});
