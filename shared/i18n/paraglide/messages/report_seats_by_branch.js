/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Seats_By_BranchInputs */

const en_report_seats_by_branch = /** @type {(inputs: Report_Seats_By_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats filled per branch`)
};

const bn_report_seats_by_branch = /** @type {(inputs: Report_Seats_By_BranchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শাখা অনুযায়ী পূর্ণ আসন`)
};

/**
* | output |
* | --- |
* | "Seats filled per branch" |
*
* @param {Report_Seats_By_BranchInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_seats_by_branch = /** @type {((inputs?: Report_Seats_By_BranchInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Seats_By_BranchInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_seats_by_branch(inputs)
	return en_report_seats_by_branch(inputs)
});
