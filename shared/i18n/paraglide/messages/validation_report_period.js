/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Validation_Report_PeriodInputs */

const en_validation_report_period = /** @type {(inputs: Validation_Report_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a period that starts before it ends and covers at most ${i?.max} months.`)
};

const bn_validation_report_period = /** @type {(inputs: Validation_Report_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`এমন একটি সময় বেছে নিন যা শেষ হওয়ার আগে শুরু হয় এবং সর্বোচ্চ ${i?.max} মাস জুড়ে থাকে।`)
};

/**
* | output |
* | --- |
* | "Choose a period that starts before it ends and covers at most {max} months." |
*
* @param {Validation_Report_PeriodInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_report_period = /** @type {((inputs: Validation_Report_PeriodInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Report_PeriodInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_report_period(inputs)
	return en_validation_report_period(inputs)
});
