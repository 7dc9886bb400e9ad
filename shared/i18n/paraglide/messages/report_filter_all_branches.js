/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Filter_All_BranchesInputs */

const en_report_filter_all_branches = /** @type {(inputs: Report_Filter_All_BranchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All branches`)
};

const bn_report_filter_all_branches = /** @type {(inputs: Report_Filter_All_BranchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব শাখা`)
};

/**
* | output |
* | --- |
* | "All branches" |
*
* @param {Report_Filter_All_BranchesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_filter_all_branches = /** @type {((inputs?: Report_Filter_All_BranchesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Filter_All_BranchesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_filter_all_branches(inputs)
	return en_report_filter_all_branches(inputs)
});
