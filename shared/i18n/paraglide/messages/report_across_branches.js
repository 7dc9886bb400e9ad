/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Across_BranchesInputs */

const en_report_across_branches = /** @type {(inputs: Report_Across_BranchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More than one branch`)
};

const bn_report_across_branches = /** @type {(inputs: Report_Across_BranchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একাধিক শাখা`)
};

/**
* | output |
* | --- |
* | "More than one branch" |
*
* @param {Report_Across_BranchesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_across_branches = /** @type {((inputs?: Report_Across_BranchesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Across_BranchesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_across_branches(inputs)
	return en_report_across_branches(inputs)
});
