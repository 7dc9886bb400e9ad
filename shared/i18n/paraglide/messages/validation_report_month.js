/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Report_MonthInputs */

const en_validation_report_month = /** @type {(inputs: Validation_Report_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a month between January 2000 and December 2099.`)
};

const bn_validation_report_month = /** @type {(inputs: Validation_Report_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জানুয়ারি ২০০০ থেকে ডিসেম্বর ২০৯৯-এর মধ্যে একটি মাস বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "Choose a month between January 2000 and December 2099." |
*
* @param {Validation_Report_MonthInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_report_month = /** @type {((inputs?: Validation_Report_MonthInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Report_MonthInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_report_month(inputs)
	return en_validation_report_month(inputs)
});
