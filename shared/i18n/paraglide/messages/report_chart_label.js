/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Report_Chart_LabelInputs */

const en_report_chart_label = /** @type {(inputs: Report_Chart_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: a bar chart of the table beside it.`)
};

const bn_report_chart_label = /** @type {(inputs: Report_Chart_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: পাশের সারণির বার চার্ট।`)
};

/**
* | output |
* | --- |
* | "{title}: a bar chart of the table beside it." |
*
* @param {Report_Chart_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_chart_label = /** @type {((inputs: Report_Chart_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Chart_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_chart_label(inputs)
	return en_report_chart_label(inputs)
});
