/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Filter_ApplyInputs */

const en_report_filter_apply = /** @type {(inputs: Report_Filter_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

const bn_report_filter_apply = /** @type {(inputs: Report_Filter_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দেখান`)
};

/**
* | output |
* | --- |
* | "Show" |
*
* @param {Report_Filter_ApplyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_filter_apply = /** @type {((inputs?: Report_Filter_ApplyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Filter_ApplyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_filter_apply(inputs)
	return en_report_filter_apply(inputs)
});
