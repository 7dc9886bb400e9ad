/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_FiltersInputs */

const en_report_filters = /** @type {(inputs: Report_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter the report`)
};

const bn_report_filters = /** @type {(inputs: Report_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রতিবেদন ছাঁকুন`)
};

/**
* | output |
* | --- |
* | "Filter the report" |
*
* @param {Report_FiltersInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_filters = /** @type {((inputs?: Report_FiltersInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_FiltersInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_filters(inputs)
	return en_report_filters(inputs)
});
