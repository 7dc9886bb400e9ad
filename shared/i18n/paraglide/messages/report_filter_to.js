/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Filter_ToInputs */

const en_report_filter_to = /** @type {(inputs: Report_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const bn_report_filter_to = /** @type {(inputs: Report_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শেষ`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Report_Filter_ToInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_filter_to = /** @type {((inputs?: Report_Filter_ToInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Filter_ToInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_filter_to(inputs)
	return en_report_filter_to(inputs)
});
