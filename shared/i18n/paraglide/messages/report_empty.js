/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_EmptyInputs */

const en_report_empty = /** @type {(inputs: Report_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was recorded in this period.`)
};

const bn_report_empty = /** @type {(inputs: Report_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই সময়ে কিছু লিপিবদ্ধ হয়নি।`)
};

/**
* | output |
* | --- |
* | "Nothing was recorded in this period." |
*
* @param {Report_EmptyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_empty = /** @type {((inputs?: Report_EmptyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_EmptyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_empty(inputs)
	return en_report_empty(inputs)
});
