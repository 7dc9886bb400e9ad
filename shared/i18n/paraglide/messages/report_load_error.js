/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Load_ErrorInputs */

const en_report_load_error = /** @type {(inputs: Report_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report could not be loaded.`)
};

const bn_report_load_error = /** @type {(inputs: Report_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রতিবেদনটি লোড করা যায়নি।`)
};

/**
* | output |
* | --- |
* | "The report could not be loaded." |
*
* @param {Report_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_load_error = /** @type {((inputs?: Report_Load_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Load_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_load_error(inputs)
	return en_report_load_error(inputs)
});
