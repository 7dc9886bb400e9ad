/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Filter_FromInputs */

const en_report_filter_from = /** @type {(inputs: Report_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const bn_report_filter_from = /** @type {(inputs: Report_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শুরু`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Report_Filter_FromInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_filter_from = /** @type {((inputs?: Report_Filter_FromInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Filter_FromInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_filter_from(inputs)
	return en_report_filter_from(inputs)
});
